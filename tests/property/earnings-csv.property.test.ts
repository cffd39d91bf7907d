import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import type { ConversionReport } from '../../server/modules/earnings/conversion-report';
import { CSV_COLUMNS, parseEarningsCsv } from '../../server/modules/earnings/earnings-csv';

const NOW = new Date('2025-06-01T00:00:00Z');
const FIELDS = Object.keys(CSV_COLUMNS) as Array<keyof ConversionReport>;

/** Valid reports: a network, an order id, a link code or a tracking id, maybe a placement's sub-id, amounts, a status and a past time. */
const report = fc
  .record({
    network: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/),
    orderId: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:#/-]{0,20}$/),
    byCode: fc.boolean(),
    code: fc.stringMatching(/^[A-Za-z0-9]{8}$/),
    trackingId: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/),
    subId: fc.option(fc.stringMatching(/^[A-Za-z0-9]{8}$/), { nil: null }),
    orderAmountCents: fc.integer({ min: 0, max: 10_000_000 }),
    share: fc.integer({ min: 0, max: 100 }),
    status: fc.constantFrom('pending', 'approved', 'reversed' as const),
    orderedAt: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: NOW, noInvalidDate: true }),
  })
  .map((r): ConversionReport => ({
    network: r.network,
    orderId: r.orderId,
    shortCode: r.byCode ? r.code : null,
    trackingId: r.byCode ? null : r.trackingId,
    subId: r.subId === null ? null : `pl-${r.subId}`,
    orderAmountCents: r.orderAmountCents,
    commissionCents: Math.floor((r.orderAmountCents * r.share) / 100),
    currency: 'USD',
    status: r.status,
    orderedAt: r.orderedAt.toISOString(),
  }));

/** How a spreadsheet might write the file: column order, header case, quoting, line ends, blank lines. */
const layout = fc.record({
  order: fc.shuffledSubarray(FIELDS, { minLength: FIELDS.length, maxLength: FIELDS.length }),
  upperHeader: fc.boolean(),
  quoteAll: fc.boolean(),
  crlf: fc.boolean(),
  blankAfter: fc.array(fc.boolean(), { maxLength: 30 }),
  offset: fc.constantFrom('Z', '-07:00', '+05:30'),
});

/** The same instant written with another offset, as a report from another system would. */
function withOffset(iso: string, offset: string): string {
  if (offset === 'Z') return iso;
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return `${new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 23)}${offset}`;
}

type Layout = typeof layout extends fc.Arbitrary<infer T> ? T : never;

function writeCsv(reports: readonly ConversionReport[], l: Layout) {
  const cell = (value: string) => (l.quoteAll || /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const eol = l.crlf ? '\r\n' : '\n';
  const lines = [
    l.order
      .map((f) => (l.upperHeader ? CSV_COLUMNS[f].toUpperCase() : CSV_COLUMNS[f]))
      .map(cell)
      .join(','),
  ];
  const lineOf: number[] = [];
  reports.forEach((r, i) => {
    const values: Record<keyof ConversionReport, string> = {
      network: r.network,
      orderId: r.orderId,
      shortCode: r.shortCode ?? '',
      trackingId: r.trackingId ?? '',
      subId: r.subId ?? '',
      orderAmountCents: String(r.orderAmountCents),
      commissionCents: String(r.commissionCents),
      currency: r.currency,
      status: r.status,
      orderedAt: withOffset(r.orderedAt, l.offset),
    };
    lines.push(l.order.map((f) => cell(values[f])).join(','));
    lineOf.push(lines.length);
    if (l.blankAfter[i]) lines.push('');
  });
  return { text: lines.join(eol) + eol, lineOf };
}

describe('the earnings report CSV', () => {
  it.prop([fc.array(report, { minLength: 1, maxLength: 25 }), layout])(
    'reads back every row as written, with the line it is on, whatever the column order, quoting and line ends',
    (reports, l) => {
      const { text, lineOf } = writeCsv(reports, l);
      const parsed = parseEarningsCsv(text, NOW);
      expect(parsed).toEqual({ problems: [], rows: reports.map((r, i) => ({ line: lineOf[i], report: r })) });
    },
  );

  const breakage = fc.constantFrom(
    { field: 'orderAmountCents' as const, value: '12.50', says: /order_amount_cents must be a whole number of cents/ },
    { field: 'commissionCents' as const, value: '-5', says: /commission_cents must be a whole number of cents/ },
    { field: 'status' as const, value: 'paid', says: /status must be pending, approved or reversed/ },
    { field: 'currency' as const, value: 'EUR', says: /currency must be USD/ },
    { field: 'orderedAt' as const, value: '03/14/2025', says: /ordered_at must be a time with its offset/ },
    { field: 'orderedAt' as const, value: '2099-01-01T00:00:00Z', says: /ordered_at is in the future/ },
    { field: 'network' as const, value: 'Impact Radius', says: /network must be/ },
    { field: 'orderId' as const, value: '', says: /order_id must be/ },
  );

  it.prop([fc.array(report, { minLength: 1, maxLength: 25 }), layout, fc.nat(), breakage])(
    'a file with one bad row answers that row, by its line and with the reason, as its only problem',
    (reports, l, pick, broken) => {
      const index = pick % reports.length;
      const { text } = writeCsv(reports, { ...l, quoteAll: false, blankAfter: [] });
      const lines = text.split(l.crlf ? '\r\n' : '\n');
      const cells = lines[index + 1]!.split(',');
      cells[l.order.indexOf(broken.field)] = broken.value;
      lines[index + 1] = cells.join(',');
      const parsed = parseEarningsCsv(lines.join('\n'), NOW);
      // The other rows read well; the file is refused for the one problem.
      expect(parsed.rows.map((row) => row.line)).not.toContain(index + 2);
      expect(parsed.rows).toHaveLength(reports.length - 1);
      expect(parsed.problems).toHaveLength(1);
      expect(parsed.problems[0]!.line).toBe(index + 2);
      expect(parsed.problems[0]!.message).toMatch(broken.says);
    },
  );

  it('names what is wrong with the header and the shape of a row', () => {
    const header = 'network,order_id,short_code,order_amount_cents,commission_cents,currency,status,ordered_at';
    const row = 'impact,A-1,Abcd1234,1000,100,USD,approved,2025-03-01T10:00:00Z';
    expect(parseEarningsCsv('', NOW)).toEqual({
      rows: [],
      problems: [{ line: 1, message: expect.stringMatching(/the file is empty/) }],
    });
    expect(parseEarningsCsv(`${header}\n`, NOW)).toEqual({
      rows: [],
      problems: [{ line: 1, message: 'the file has a header but no orders' }],
    });
    expect(parseEarningsCsv(`${header},comission\n${row},1\n`, NOW)).toMatchObject({
      rows: [],
      problems: [{ line: 1, message: expect.stringMatching(/^unknown column "comission"/) }],
    });
    expect(parseEarningsCsv(`${header.replace(',status', '')}\n${row}\n`, NOW)).toMatchObject({
      rows: [],
      problems: [{ line: 1, message: 'the header lacks status' }],
    });
    expect(parseEarningsCsv(`${header.replace('short_code', 'short_code_')}\n${row}\n`, NOW).problems).toHaveLength(2);
    expect(parseEarningsCsv(`${header}\n${row}\n${row},extra\n`, NOW).problems).toEqual([
      { line: 3, message: 'has 9 fields where the header has 8' },
    ]);
    expect(parseEarningsCsv(`${header}\n"${row}\n`, NOW)).toEqual({
      rows: [],
      problems: [{ line: 2, message: 'a quoted field is never closed' }],
    });
    const both = `network,order_id,short_code,tracking_id,order_amount_cents,commission_cents,currency,status,ordered_at\nimpact,A-1,Abcd1234,jane-20,1000,100,USD,approved,2025-03-01T10:00:00Z\n`;
    expect(parseEarningsCsv(both, NOW)).toEqual({
      rows: [],
      problems: [
        {
          line: 2,
          message:
            'Give either short_code (the short link the order came through) or tracking_id (its tracking id), not both',
        },
      ],
    });
  });
});
