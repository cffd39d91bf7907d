/** Answers of getEarningsBreakdown for the earnings pages' model and view tests. */
export const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

/** A breakdown row's or total's measures as the server answers them, rates from the counts. */
export const metrics = (clicks: number, conversions: number, salesCents: number, earningsCents: number) => ({
  clicks,
  conversions,
  sales: usd(salesCents),
  earnings: usd(earningsCents),
  conversionRate: clicks ? conversions / clicks : 0,
  epcCents: clicks ? earningsCents / clicks : 0,
  commissionRate: salesCents ? earningsCents / salesCents : 0,
});

export const brandBreakdown = {
  startDate: '2026-11-15',
  endDate: '2026-11-21',
  by: 'brand' as const,
  totals: metrics(70, 3, 14_000, 700),
  rows: [
    { key: 'amazon', name: 'Amazon', brand: 'amazon' as const, ...metrics(50, 2, 10_000, 400) },
    { key: 'target', name: 'Target', brand: 'target' as const, ...metrics(20, 1, 4_000, 300) },
  ],
};

export const linkBreakdown = {
  startDate: '2026-11-15',
  endDate: '2026-11-21',
  by: 'link' as const,
  totals: metrics(20, 1, 4_000, 300),
  rows: [{ key: 'Ab3dE9xQ', name: 'Tumbler', brand: 'target' as const, ...metrics(20, 1, 4_000, 300) }],
};
