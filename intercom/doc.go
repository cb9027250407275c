// Package intercom connects wakha to Intercom: the same shop assistant that
// runs behind the Chatwoot widget, answering in the Intercom Messenger as a
// teammate (the "bot admin") of the store's workspace.
//
// Inbound, Parser.Parse turns the JSON body of a webhook notification (API
// 2.x shapes) into an Inbound: whether wakha must act on it, the
// platform-neutral engine.Event, the conversation it belongs to (app id and
// conversation id) and the keys that de-duplicate it. VerifySignature checks
// the X-Hub-Signature header (HMAC-SHA1 of the raw body with the app's client
// secret). PlainText reads message bodies, which are HTML before API 2.15 and
// plain text from 2.15 on.
//
// Outbound, Render maps the engine's effects to Outbound requests (plain JSON
// data the runner stores in its outbox), and Client.Send performs one of them
// against the REST API with the app's access token. Quick-reply options carry
// uuids derived from their meaning (ReplyUUID), so a click maps back to the
// engine's meaning without a lookup (DecodeReplyUUID).
//
// Platform and Webhook are the package as the pipeline sees it: a
// wakha.Platform (render, send, classify failures, dead letters) and a
// wakha.Webhook (signature, notification → stored engine event, snoozes as
// the engine's pause). cmd/connector wires them; nothing else names them.
//
// The package intercom/fake is an in-memory Intercom workspace that checks
// every API request against the documented shape and sends signed
// notifications, for tests and the demo.
//
// Platform facts come from the connector notes (notes/intercom.md) and
// Intercom's OpenAPI descriptions; the package README lists the topics
// handled and how each maps to the engine.
package intercom
