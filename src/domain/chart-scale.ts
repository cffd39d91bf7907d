/**
 * The value scale of the app's SVG bar charts (a link's clicks per day, boosting spend and earnings per day,
 * ROI per content): round ends, so the axis reads 0 to 50 rather than 0 to 47, and room below zero for
 * negative values (an ROI under zero).
 */

/** The top of a chart's scale: the largest value, rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function chartCeiling(max: number): number {
  if (!(max > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

export interface ChartScale {
  /** The value at the top of the plot: 0 when every value is below zero, else at least 1. */
  top: number;
  /** The value at the bottom: 0, or a round negative value when some value is below zero. */
  bottom: number;
}

/** The scale that holds every value: round ends, zero always on it. */
export function chartScale(values: readonly number[]): ChartScale {
  const finite = values.filter((v) => Number.isFinite(v));
  const max = Math.max(0, ...finite);
  const min = Math.min(0, ...finite);
  return { top: max > 0 || min === 0 ? chartCeiling(max) : 0, bottom: min < 0 ? -chartCeiling(-min) : 0 };
}

/** Where a value sits between the scale's bottom (0) and top (1). */
export function scalePosition(value: number, { top, bottom }: ChartScale): number {
  return top === bottom ? 0 : (value - bottom) / (top - bottom);
}
