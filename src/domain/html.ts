/**
 * Escaping for text put into HTML or SVG markup, in element content and in quoted attribute values alike.
 * Every text that comes from a creator, a retailer or a URL goes through it before it reaches a page.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/**
 * A value for an inline <script>: JSON with every `<` escaped, so no string (not even `</script>` or `<!--`)
 * can end the script element early, and U+2028/U+2029 escaped for engines that end string literals there.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
