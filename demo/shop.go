package demo

import (
	"context"
	"encoding/json"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/chatwoot"
	"github.com/wakha/wakha/engine"
)

// The demo shop (issue 14): a product grid and product pages shaped like
// WooCommerce's (body classes single-product and postid-N, an add-to-cart
// button), with wakha's real /widget.js loaded and the fake chat behind a
// launcher. The page's $chatwoot is the fake widget's: setCustomAttributes
// keeps the attributes for the contact the chat creates (and updates an
// existing one), toggle opens the chat. A small panel shows the visitor's
// engagement session as wakha stored it, and why an offer may or may not
// be made now.

// ShopCatalog is what the shop pages read: a lookup by id, and the cards of
// the shop window (woocommerce.Local has both; a live store only the first,
// and then the window is empty).
type ShopCatalog interface {
	wakha.ProductLookup
}

// shopWindow is a catalog that can list products.
type shopWindow interface {
	Cards(n int) []engine.Product
}

// VisitorSessions reads the session a visitor's events feed
// (*postgres.DB implements it).
type VisitorSessions interface {
	VisitorSession(ctx context.Context, platform, visitorID string) (json.RawMessage, *wakha.ConvKey, error)
}

// ShopOptions wire the shop pages.
type ShopOptions struct {
	Catalog  ShopCatalog
	Sessions VisitorSessions
	// Engine is wakha's engine configuration: the panel asks CanOfferNow
	// with it.
	Engine engine.Config
	// PingMS is the widget's data-ping-ms (0: its default).
	PingMS int
	Now    func() time.Time
}

// ShopWindowSize is how many products the grid shows.
const ShopWindowSize = 12

var shopTemplate = template.Must(template.ParseFS(assets, "assets/shop.html"))

type shopPage struct {
	Shop     string
	Title    string
	Products []engine.Product
	Product  *engine.Product
	BodyCls  string
	PingMS   int
	Platform string
}

// MountShop adds GET /demo/shop, /demo/shop/p/:id and the panel's
// GET /demo/api/visitor/:id.
func (d *Demo) MountShop(e *echo.Echo, o ShopOptions) {
	if o.Now == nil {
		o.Now = time.Now
	}
	render := func(c echo.Context, status int, p shopPage) error {
		p.Shop, p.PingMS, p.Platform = d.opts.ShopName, o.PingMS, chatwoot.Name
		var b strings.Builder
		if err := shopTemplate.Execute(&b, p); err != nil {
			return err
		}
		h := c.Response().Header()
		h.Set("Cache-Control", "no-store")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: http: https:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-src 'self'")
		h.Set("X-Content-Type-Options", "nosniff")
		return c.HTML(status, b.String())
	}
	e.GET("/demo/shop", func(c echo.Context) error {
		p := shopPage{Title: "Shop", BodyCls: "home"}
		if w, ok := o.Catalog.(shopWindow); ok {
			p.Products = w.Cards(ShopWindowSize)
		}
		return render(c, http.StatusOK, p)
	})
	e.GET("/demo/shop/p/:id", func(c echo.Context) error {
		id := c.Param("id")
		ctx, cancel := context.WithTimeout(c.Request().Context(), 5*time.Second)
		defer cancel()
		prod, err := o.Catalog.Product(ctx, id)
		if err != nil {
			status := http.StatusBadGateway
			if wakha.ErrorCode(err) == wakha.ENOTFOUND {
				status = http.StatusNotFound
			}
			return render(c, status, shopPage{Title: "Not found", BodyCls: "error404"})
		}
		prod.ID = id
		p := shopPage{Title: prod.Name, Product: &prod, BodyCls: "single-product postid-" + id}
		if w, ok := o.Catalog.(shopWindow); ok {
			for _, q := range w.Cards(ShopWindowSize) {
				if q.ID != id && len(p.Products) < 4 {
					p.Products = append(p.Products, q)
				}
			}
		}
		return render(c, http.StatusOK, p)
	})
	e.GET("/demo/api/visitor/:id", func(c echo.Context) error {
		vid := c.Param("id")
		if !wakha.ValidVisitorID(vid) || o.Sessions == nil {
			return fail(c, http.StatusBadRequest, "not a visitor id")
		}
		ctx, cancel := context.WithTimeout(c.Request().Context(), 3*time.Second)
		defer cancel()
		raw, linked, err := o.Sessions.VisitorSession(ctx, chatwoot.Name, vid)
		if err != nil {
			return fail(c, http.StatusBadGateway, "%v", err)
		}
		c.Response().Header().Set("Cache-Control", "no-store")
		return c.JSON(http.StatusOK, sessionView(raw, linked, o.Engine, o.Now()))
	})
}

// sessionJSON is the shop panel's view of a visitor's session.
type sessionJSON struct {
	// Where is "visitor" (no chat yet) or "conversation <id>".
	Where         string     `json:"where"`
	State         string     `json:"state"`
	EnteredAt     *time.Time `json:"entered_at,omitempty"`
	LastActivity  *time.Time `json:"last_interaction_at,omitempty"`
	CooldownUntil *time.Time `json:"cooldown_until,omitempty"`
	Conservative  bool       `json:"conservative,omitempty"`
	BackOff       int        `json:"backoff"`
	OffersInHour  int        `json:"offers_last_hour"`
	Offer         *offerJSON `json:"offer,omitempty"`
	Cue           string     `json:"cue,omitempty"` // what waits for its time, and until when
	Tour          string     `json:"tour,omitempty"`
	// CanOffer and Reason: CanOfferNow's answer at this moment.
	CanOffer bool   `json:"can_offer"`
	Reason   string `json:"reason"`
}

type offerJSON struct {
	ID      string    `json:"id"`
	Trigger string    `json:"trigger"`
	Product string    `json:"product,omitempty"`
	At      time.Time `json:"at"`
	Outcome string    `json:"outcome"` // "open" until settled
}

func sessionView(raw json.RawMessage, linked *wakha.ConvKey, cfg engine.Config, now time.Time) sessionJSON {
	out := sessionJSON{Where: "visitor", State: string(engine.SessionThinking), CanOffer: true, Reason: string(engine.OfferOK)}
	if linked != nil {
		out.Where = "conversation " + linked.ExternalID
	}
	st := engine.NewState(cfg)
	if len(raw) > 0 {
		_ = json.Unmarshal(raw, &st)
	}
	s := st.Session.At(now, cfg)
	out.State = string(s.State)
	out.EnteredAt = s.EnteredAt
	out.LastActivity = s.LastInteractionAt
	if t := s.Thinking; t != nil && t.CooldownActive {
		out.CooldownUntil, out.Conservative = t.CooldownUntil, t.Conservative
	}
	out.BackOff = s.BackOff
	for _, t := range s.OfferTimes {
		if t.After(now.Add(-time.Hour)) {
			out.OffersInHour++
		}
	}
	if o := s.Offer; o != nil {
		oj := &offerJSON{ID: o.ID, Trigger: string(o.Trigger), At: o.At, Outcome: string(o.Outcome)}
		if o.Product != nil {
			oj.Product = o.Product.Name
		}
		if oj.Outcome == "" {
			oj.Outcome = "open"
		}
		out.Offer = oj
	}
	if c := s.Cue; c != nil {
		out.Cue = string(c.Trigger) + " due " + c.Due.UTC().Format(time.RFC3339)
	}
	if t := s.Tour; t != nil {
		out.Tour = t.ID
	}
	ok, reason := engine.CanOfferNow(st, now, cfg)
	out.CanOffer, out.Reason = ok, string(reason)
	return out
}
