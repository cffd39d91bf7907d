import { describe, expect, it } from 'vitest';
import { withPageSettings } from '../../server/http/static-app';
import { MOBILE_WEB_URL_META } from '../../src/domain/spec-constants';

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <title>Linkmint</title>\n  </head>\n  <body></body>\n</html>\n';

describe('index.html settings', () => {
  it('writes the mobile web address into a meta tag the app reads before it renders', () => {
    const html = withPageSettings(INDEX, { mobileWebUrl: 'https://m.linkmint.example/?a=1&b="2"' });
    expect(html).toContain(
      `<meta name="${MOBILE_WEB_URL_META}" content="https://m.linkmint.example/?a=1&amp;b=&quot;2&quot;" />`,
    );
    expect(html.indexOf(MOBILE_WEB_URL_META)).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves index.html alone without one', () => {
    expect(withPageSettings(INDEX, {})).toBe(INDEX);
  });
});
