package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/wakha/wakha/config"
)

// Docker cannot run where the tests run, so the deployment files are
// checked by reading them: what Compose would refuse, and what the
// connector would not understand.

const repoRoot = "../.."

type composeFile struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		Environment map[string]string `yaml:"environment"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
	} `yaml:"services"`
}

func readCompose(t *testing.T) (raw string, c composeFile) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot, "docker-compose.yml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	return string(b), c
}

// interpolation matches Compose's ${NAME}, ${NAME:-x}, ${NAME-x}, ${NAME:?x}, ${NAME?x} and $NAME.
var interpolation = regexp.MustCompile(`\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?+])?[^}]*\}|([A-Za-z_][A-Za-z0-9_]*))`)

// interpolate fails like Compose on a required variable that env lacks.
// Compose interpolates the whole file whatever services are started.
func interpolate(raw string, env map[string]string) error {
	for _, line := range strings.Split(raw, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		line = strings.ReplaceAll(line, "$$", "") // an escaped dollar
		for _, m := range interpolation.FindAllStringSubmatch(line, -1) {
			name, op := m[1], m[2]
			if name == "" {
				name = m[3]
			}
			v, set := env[name]
			if (op == ":?" && v == "") || (op == "?" && !set) {
				return fmt.Errorf("required variable %s is missing a value", name)
			}
		}
	}
	return nil
}

func TestComposeStartsTheDatabaseWithNothingSet(t *testing.T) {
	t.Parallel()
	raw, c := readCompose(t)
	if err := interpolate(raw, nil); err != nil {
		t.Errorf("`docker compose up db` fails with no variable set: %v", err)
	}
	db, ok := c.Services["db"]
	if !ok {
		t.Fatal("no db service")
	}
	for name, value := range db.Environment {
		for _, platform := range []string{"CHATWOOT", "INTERCOM"} {
			if strings.Contains(name, platform) || strings.Contains(value, platform) {
				t.Errorf("db depends on a platform setting: %s=%s", name, value)
			}
		}
	}
	// The interpolation check itself catches what it must.
	if err := interpolate("x: ${CHATWOOT_BASE_URL:?set it}", nil); err == nil {
		t.Error("interpolate accepted a required variable that is missing")
	}
}

func TestComposeConnectorSettingsAreKnown(t *testing.T) {
	t.Parallel()
	_, c := readCompose(t)
	conn, ok := c.Services["connector"]
	if !ok {
		t.Fatal("no connector service")
	}
	known := config.Variables()
	for name := range conn.Environment {
		if !slices.Contains(known, name) {
			t.Errorf("docker-compose.yml sets %s, which the connector does not read", name)
		}
	}
	// Either platform can be set up from the shell's environment alone: the
	// settings that address and authenticate each are passed through.
	for _, name := range []string{"CHATWOOT_BASE_URL", "CHATWOOT_BOT_TOKEN", "CHATWOOT_WEBHOOK_SECRET",
		"INTERCOM_ACCESS_TOKEN", "INTERCOM_CLIENT_SECRET", "INTERCOM_ADMIN_ID"} {
		if _, ok := conn.Environment[name]; !ok {
			t.Errorf("docker-compose.yml does not pass %s through to the connector", name)
		}
	}
	for _, env := range dockerfileEnv(t) {
		if !slices.Contains(known, env) {
			t.Errorf("Dockerfile sets ENV %s, which the connector does not read", env)
		}
	}
	// The image is distroless: the health check is the binary's own subcommand.
	if got, want := conn.Healthcheck.Test, []string{"CMD", "/connector", "healthcheck"}; !slices.Equal(got, want) {
		t.Errorf("connector health check = %q, want %q", got, want)
	}
	dockerfile, err := os.ReadFile(filepath.Join(repoRoot, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(dockerfile), " /connector\n") || !strings.Contains(usage, "healthcheck") {
		t.Error("the health check's /connector healthcheck is not what the image and the binary provide")
	}
}

// dockerfileEnv returns the names set by the Dockerfile's ENV lines.
func dockerfileEnv(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(filepath.Join(repoRoot, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var names []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "ENV ")
		if !ok {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			name, _, _ := strings.Cut(kv, "=")
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		t.Fatal("no ENV in the Dockerfile")
	}
	return names
}

// The bot token lives in .env: it must stay out of git and out of the
// image's build context, and so must the repository's history.
func TestSecretsStayOutOfGitAndTheImage(t *testing.T) {
	t.Parallel()
	lines := func(name string) []string {
		b, err := os.ReadFile(filepath.Join(repoRoot, name))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				out = append(out, l)
			}
		}
		return out
	}
	dockerignore := lines(".dockerignore")
	for _, want := range []string{".env", ".git"} {
		if !slices.Contains(dockerignore, want) {
			t.Errorf(".dockerignore does not exclude %s", want)
		}
	}
	for _, needed := range []string{"testdata", "migrations", "go.mod"} {
		if slices.Contains(dockerignore, needed) || slices.Contains(dockerignore, "/"+needed) {
			t.Errorf(".dockerignore excludes %s, which the build needs", needed)
		}
	}
	if !slices.Contains(lines(".gitignore"), ".env") {
		t.Error(".gitignore does not ignore .env")
	}
}
