// Package chatwoot connects wakha to Chatwoot as an Agent Bot.
//
// Inbound, Parse turns the JSON body of an Agent Bot webhook into an
// Inbound: whether wakha must act on it, the platform-neutral engine.Event,
// the conversation it belongs to and a key to de-duplicate it.
// VerifySignature checks the X-Chatwoot-Signature header (Chatwoot 4.13+).
//
// Outbound, Render maps the engine's effects to Outbound requests (plain
// JSON data the runner stores in its outbox), and Client.Send performs one
// of them against Chatwoot's Application API with the bot's access token.
// The client adapts to the Chatwoot release (Client.Version or GET /api):
// it skips labels where bot tokens may not use them and sends a handoff's
// opening only while the conversation is still pending.
//
// The package chatwoot/fake is an in-memory Chatwoot that checks every API
// request against the documented shape and builds signed webhooks, for tests
// and the demo.
//
// Platform facts come from the connector notes (notes/chatwoot.md); the
// package README lists the events handled and ignored and the handoff
// sequence.
package chatwoot
