import type { SimulationExamples } from './actor-examples';
import type { clickBreakdownMachine } from './click-breakdown.machine';

const row = (value: string, clicks: number, previousClicks: number) => ({ value, clicks, previousClicks });

export const clickBreakdownExamples: SimulationExamples<typeof clickBreakdownMachine> = {
  actors: {
    breakdown: {
      output: {
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        previousStartDate: '2026-11-16',
        previousEndDate: '2026-11-22',
        clicks: 42,
        previousClicks: 30,
        botClicks: 3,
        previousBotClicks: 1,
        countriesFromDbIp: true,
        days: [
          { date: '2026-11-23', clicks: 4 },
          { date: '2026-11-24', clicks: 9 },
          { date: '2026-11-25', clicks: 5 },
          { date: '2026-11-26', clicks: 7 },
          { date: '2026-11-27', clicks: 6 },
          { date: '2026-11-28', clicks: 8 },
          { date: '2026-11-29', clicks: 3 },
        ],
        dimensions: [
          { dimension: 'source', rows: [row('instagram', 30, 20), row('tiktok', 8, 6), row('direct', 4, 4)] },
          { dimension: 'device', rows: [row('mobile', 38, 27), row('desktop', 4, 3)] },
          { dimension: 'os', rows: [row('ios', 25, 18), row('android', 13, 9), row('windows', 4, 3)] },
          { dimension: 'browser', rows: [row('instagram', 22, 15), row('safari', 12, 9), row('chrome', 8, 6)] },
          { dimension: 'country', rows: [row('US', 28, 21), row('GB', 9, 5), row('unknown', 5, 4)] },
          { dimension: 'hour', rows: [row('09', 12, 8), row('18', 20, 14), row('21', 10, 8)] },
        ],
      },
      error: 'Choose a range of at most 366 days.',
    },
    breakdownExport: { output: undefined, error: 'The CSV file could not be made.' },
    clicksExport: { output: undefined, error: 'The CSV file could not be made.' },
  },
};
