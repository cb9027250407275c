// Package webhook is wakha's HTTP layer: it authenticates and parses platform
// webhooks, stores each event durably and answers 2xx only after that, so a
// platform never hands a conversation to humans because wakha was slow.
// All error-to-status mapping happens here, in one place. Each platform comes
// in as a wakha.Webhook (routes /webhooks/<name>); this package names none.
package webhook

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/wakha/wakha"
	"github.com/wakha/wakha/internal/httpbody"
	"github.com/wakha/wakha/ratelimit"
)

// MaxBodyBytes caps every request body; larger ones get 413.
const MaxBodyBytes = 1 << 20

// DefaultDBTimeout bounds the database work of one request. Chatwoot gives
// a webhook 5 s before it hands the conversation to humans, and retries a
// 500: a hung database must produce that 500 well before the 5 s are up.
const DefaultDBTimeout = 3 * time.Second

// PostbackVerifier reads the payload of a card's Select button, which the
// storefront forwards as it is: the conversation and product it names. Its
// errors carry the wakha code the browser gets (EFORBIDDEN, EEXPIRED).
type PostbackVerifier interface {
	VerifyPostback(payload string) (key wakha.ConvKey, productID string, err error)
}

// Options wire a Server.
type Options struct {
	Store wakha.EventStore
	// Webhooks are the platforms' webhook endpoints: POST /webhooks/<name>
	// and /webhooks/<name>/<token> each, and HEAD for URL checks.
	Webhooks       []wakha.Webhook
	AllowedOrigins []string         // storefront origins allowed to POST /widget/events
	Postbacks      PostbackVerifier // verifies card postback payloads; nil = none
	Notify         func()           // wakes the runner after an event is stored
	Registry       *prometheus.Registry
	Log            *slog.Logger
	Now            func() time.Time
	DBTimeout      time.Duration // deadline of one request's database work; 0 = DefaultDBTimeout
	// Clicks limits card Select presses per conversation; nil means
	// DefaultClickBurst at once, then one per DefaultClickEvery.
	Clicks *ratelimit.Limiter
	// Storefront events (/widget.js): WidgetPlatforms are the platforms an
	// event may name (the first is the default when only one); none turns
	// storefront events off (404). Products checks product ids; Visitors
	// reads a visitor's session for the offer bubble (nil: no bubble).
	WidgetPlatforms []string
	Products        wakha.ProductLookup
	Visitors        wakha.VisitorStore
	// BubblePlatforms are the platforms whose offers to a visitor without a
	// chat the script shows as a bubble (Chatwoot); others deliver them
	// their own way (Intercom's in-app message). nil = every platform.
	BubblePlatforms []string
	// VisitorLimit and AddressLimit limit storefront events per visitor id
	// and per client address; nil means the Default… values.
	VisitorLimit *ratelimit.Limiter
	AddressLimit *ratelimit.Limiter
	// RejectedLogEvery spaces the log lines of rejected requests of one
	// kind; 0 means DefaultRejectedLogEvery. Metrics count every one.
	RejectedLogEvery time.Duration
}

// Server holds the routes.
type Server struct {
	e       *echo.Echo
	opts    Options
	log     *slog.Logger
	metrics *metrics
	clicks  *ratelimit.Limiter
	// visitors and addresses limit storefront events.
	visitors, addresses *ratelimit.Limiter
	widgetPlatforms     []string
	// rejected samples the log lines of 4xx answers.
	rejected *logSampler
}

// New builds the routes.
func New(opts Options) *Server {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Notify == nil {
		opts.Notify = func() {}
	}
	if opts.DBTimeout <= 0 {
		opts.DBTimeout = DefaultDBTimeout
	}
	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	s := &Server{e: e, opts: opts, log: opts.Log, metrics: newMetrics(opts.Registry), clicks: opts.Clicks,
		rejected: newLogSampler(opts.RejectedLogEvery, opts.Now)}
	if s.clicks == nil {
		s.clicks = newClickLimiter(opts.Now)
	}
	s.visitors, s.addresses = opts.VisitorLimit, opts.AddressLimit
	if s.visitors == nil {
		s.visitors = newLimiter(DefaultVisitorBurst, DefaultVisitorEvery, opts.Now)
	}
	if s.addresses == nil {
		s.addresses = newLimiter(DefaultAddressBurst, DefaultAddressEvery, opts.Now)
	}
	s.widgetPlatforms = opts.WidgetPlatforms
	e.HTTPErrorHandler = s.handleError
	e.Use(middleware.Recover())

	e.GET("/healthz", s.healthz)
	e.GET("/readyz", s.readyz)
	e.GET("/metrics", echo.WrapHandler(promhttp.HandlerFor(opts.Registry, promhttp.HandlerOpts{Registry: opts.Registry})))
	for _, w := range opts.Webhooks {
		s.metrics.prepare(w.Name())
		h := s.inbound(w)
		e.POST("/webhooks/"+w.Name(), h)
		e.POST("/webhooks/"+w.Name()+"/:token", h)
		// Intercom checks an endpoint with HEAD before it saves it; answering
		// every platform the same costs nothing.
		ok := func(c echo.Context) error { return c.NoContent(http.StatusOK) }
		e.HEAD("/webhooks/"+w.Name(), ok)
		e.HEAD("/webhooks/"+w.Name()+"/:token", ok)
	}

	// CORS on the route, not on a group: group middleware makes echo route
	// every other method to a 404 instead of a 405 with Allow.
	var cors []echo.MiddlewareFunc
	if len(opts.AllowedOrigins) > 0 {
		cors = append(cors, middleware.CORSWithConfig(middleware.CORSConfig{
			AllowOrigins: opts.AllowedOrigins,
			AllowMethods: []string{http.MethodPost, http.MethodOptions},
			AllowHeaders: []string{echo.HeaderContentType},
		}))
	}
	e.GET("/widget.js", serveWidgetJS)
	e.POST("/widget/events", s.widgetEvent, cors...)
	e.OPTIONS("/widget/events", func(c echo.Context) error {
		c.Response().Header().Set(echo.HeaderAllow, "OPTIONS, POST")
		return c.NoContent(http.StatusNoContent)
	}, cors...)
	return s
}

// Echo exposes the router so the demo can mount its pages beside the real routes.
func (s *Server) Echo() *echo.Echo { return s.e }

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.e.ServeHTTP(w, r) }

func (s *Server) healthz(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}

// dbContext is the context of a request's database work: it ends at the
// request's deadline, so a hung database yields an error, never a wait.
func (s *Server) dbContext(c echo.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(c.Request().Context(), s.opts.DBTimeout)
}

// readyz answers 503 rather than 500 when the database is not there: it is
// a readiness probe, which no platform retries, and 503 is what load
// balancers and orchestrators expect.
func (s *Server) readyz(c echo.Context) error {
	ctx, cancel := s.dbContext(c)
	defer cancel()
	if err := s.opts.Store.Ready(ctx); err != nil {
		return &wakha.Error{Code: wakha.EUNAVAILABLE, Message: "database not ready", Err: err}
	}
	return c.JSON(http.StatusOK, map[string]string{"status": "ready"})
}

// readBody reads at most MaxBodyBytes; one byte more means the body is too
// large.
func readBody(r *http.Request) ([]byte, error) {
	b, err := httpbody.Read(r.Body, r.ContentLength, MaxBodyBytes)
	if err != nil {
		return nil, wakha.Errorf(wakha.EINVALID, "could not read body")
	}
	if len(b) > MaxBodyBytes {
		return nil, wakha.Errorf(wakha.ETOOLARGE, "body larger than %d bytes", MaxBodyBytes)
	}
	return b, nil
}

// statusOf is the one place where error codes become HTTP statuses.
func statusOf(code string) int {
	switch code {
	case wakha.EINVALID:
		return http.StatusBadRequest
	case wakha.EUNAUTHORIZED:
		return http.StatusUnauthorized
	case wakha.EFORBIDDEN:
		return http.StatusForbidden
	case wakha.ENOTFOUND:
		return http.StatusNotFound
	case wakha.ETOOLARGE:
		return http.StatusRequestEntityTooLarge
	case wakha.EEXPIRED:
		return http.StatusGone
	case wakha.EMEDIATYPE:
		return http.StatusUnsupportedMediaType
	case wakha.ERATELIMITED:
		return http.StatusTooManyRequests
	case wakha.EUNAVAILABLE:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

func (s *Server) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	var he *echo.HTTPError
	if errors.As(err, &he) {
		// Router errors (404, 405) and middleware errors keep echo's status.
		msg := http.StatusText(he.Code)
		_ = c.JSON(he.Code, map[string]string{"error": msg})
		return
	}
	code := wakha.ErrorCode(err)
	status := statusOf(code)
	if status >= 500 {
		s.log.Error("request failed", "method", c.Request().Method, "path", c.Path(), "err", err)
	} else if ok, suppressed := s.rejected.allow(c.Path() + " " + code); ok {
		args := []any{"method", c.Request().Method, "path", c.Path(), "code", code, "err", err}
		if suppressed > 0 {
			args = append(args, "similar_not_logged", suppressed)
		}
		s.log.Info("request rejected", args...)
	}
	_ = c.JSON(status, map[string]string{"error": wakha.ErrorMessage(err), "code": code})
}
