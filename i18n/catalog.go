package i18n

import "strings"

// Render returns the text of key in lang with {1}, {2}… replaced by args.
// (Interim version: the full catalog replaces it.)
func Render(lang Lang, key Key, args ...string) string {
	return string(key) + " " + strings.Join(args, " ")
}
