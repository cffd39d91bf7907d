/**
 * Most calls carry the creator's shopDomain (spec §7). Callers may leave it out and the session's is filled
 * in; one they give is kept (registration picks a new one, and the server refuses a shop that is not the
 * caller's anyway). Returns the request to send, or undefined when it needs no change.
 */
export async function withShopDomain(
  request: Request,
  shopDomain: string | null | undefined,
): Promise<Request | undefined> {
  if (!shopDomain) return undefined;
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';

  if (request.method === 'GET' || request.method === 'HEAD') {
    const url = new URL(request.url);
    if (given(url.searchParams.get('shopDomain'))) return undefined;
    url.searchParams.set('shopDomain', shopDomain);
    return new Request(url, request);
  }

  const type = request.headers.get('content-type') ?? '';
  if (/\bjson\b/i.test(type)) {
    const text = await request.clone().text();
    const body: unknown = text === '' ? {} : JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    if (given((body as Record<string, unknown>).shopDomain)) return undefined;
    return new Request(request, { body: JSON.stringify({ ...body, shopDomain }) });
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const form = new URLSearchParams(await request.clone().text());
    if (given(form.get('shopDomain'))) return undefined;
    form.set('shopDomain', shopDomain);
    return new Request(request, { body: form });
  }
  if (/^multipart\/form-data/i.test(type)) {
    const form = await request.clone().formData();
    if (given(form.get('shopDomain'))) return undefined;
    form.set('shopDomain', shopDomain);
    // The old Content-Type names the old multipart boundary; the new body sets its own.
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    return new Request(request, { body: form, headers });
  }
  return undefined;
}
