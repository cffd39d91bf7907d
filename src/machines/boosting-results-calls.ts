/**
 * The boosting follow-up pages' calls that take more than one operation (the dashboard's totals, days, contents and
 * rankings; one content's totals and days; the shop's tracking ids beside the active ones) and the types their
 * machines and views share. Each machine names these as its actors in setup, so tests provide fakes instead.
 */
import {
  boostingList,
  detailByContentId,
  getActiveTrackingIdList,
  listByContentId,
  listByDate,
  maxConversion,
  maxEarnings,
  maxRoiData,
  sumByContentId,
  total,
} from '../api/boosting';
import { exportFileName, exportTimestamp } from '../api/export-download';
import { exportByContentId, exportByDate } from '../api/export';
import { getTrackingIdsV2 } from '../api/tracking';
import type { DateRange } from '../domain/date-ranges';
import { boostingTrackingLists, type BoostingTrackingList } from '../domain/boosting-application';

export type BoostingApplication = Awaited<ReturnType<typeof boostingList>>['list'][number];
export type BoostingApplicationPage = Awaited<ReturnType<typeof boostingList>>;
export type BoostingTotals = Awaited<ReturnType<typeof total>>;
export type BoostingMetrics = BoostingTotals['metrics'];
export type BoostingDay = Awaited<ReturnType<typeof listByDate>>['list'][number];
export type BoostingContentRow = Awaited<ReturnType<typeof listByContentId>>['list'][number];
export type BoostingContentRowPage = Awaited<ReturnType<typeof listByContentId>>;
export type BoostingContent = BoostingContentRow['content'];
export type BoostingContentDetail = Awaited<ReturnType<typeof detailByContentId>>;

/** The contract's largest page: more than the longest range has days (MAX_RANGE_DAYS), so one page holds them all. */
const DAYS_PAGE_SIZE = 100;
/** Contents per page of the dashboard's table. */
export const DASHBOARD_CONTENTS_PAGE_SIZE = 10;

export interface BoostingRankings {
  roi: readonly BoostingContentRow[];
  earnings: readonly BoostingContentRow[];
  conversion: readonly BoostingContentRow[];
}

export interface BoostingDashboardData {
  totals: BoostingTotals;
  /** The range's days with results, as listByDate answers them (newest first). */
  days: readonly BoostingDay[];
  contents: BoostingContentRowPage;
  rankings: BoostingRankings;
}

const quiet = (signal?: AbortSignal) => ({ ...(signal ? { signal } : {}), ignoreErrors: true });

/** One page of contents with their results over the range (listByContentId, highest earnings first). */
export function loadContentsPage(
  range: DateRange,
  pageNum: number,
  signal?: AbortSignal,
): Promise<BoostingContentRowPage> {
  return listByContentId({ ...range, pageNum, pageSize: DASHBOARD_CONTENTS_PAGE_SIZE }, quiet(signal));
}

/** Everything the dashboard shows for a range, read at once: totals, every day (one page holds a range), contents, rankings. */
export async function loadBoostingDashboard(range: DateRange, signal?: AbortSignal): Promise<BoostingDashboardData> {
  const [totals, days, contents, roi, earnings, conversion] = await Promise.all([
    total(range, quiet(signal)),
    listByDate({ ...range, pageNum: 1, pageSize: DAYS_PAGE_SIZE }, quiet(signal)),
    loadContentsPage(range, 1, signal),
    maxRoiData(range, quiet(signal)),
    maxEarnings(range, quiet(signal)),
    maxConversion(range, quiet(signal)),
  ]);
  return {
    totals,
    days: days.list,
    contents,
    rankings: { roi: roi.list, earnings: earnings.list, conversion: conversion.list },
  };
}

export interface AdDetailsData {
  totals: BoostingTotals;
  detail: BoostingContentDetail;
}

/** One content's totals (sumByContentId) and its days (detailByContentId) over the range. */
export async function loadAdDetails(contentId: string, range: DateRange, signal?: AbortSignal): Promise<AdDetailsData> {
  const [totals, detail] = await Promise.all([
    sumByContentId({ contentId, ...range }, quiet(signal)),
    detailByContentId({ contentId, ...range }, quiet(signal)),
  ]);
  return { totals, detail };
}

/**
 * The shop's Amazon and Walmart ids (getTrackingIdsV2), the ones already in an active application
 * (getActiveTrackingIdList) disabled and listed last: the same lists the application's tracking-id step shows.
 */
export async function loadBoostingTrackingIds(signal?: AbortSignal): Promise<BoostingTrackingList[]> {
  const [lists, active] = await Promise.all([
    getTrackingIdsV2({}, quiet(signal)),
    getActiveTrackingIdList({}, quiet(signal)),
  ]);
  return boostingTrackingLists({ 1: lists.amazonTrackingIdList, 7: lists.walmartTrackingIdList }, active.list);
}

/** The two spreadsheets of the dashboard, named as the contract names them (openapi.yaml exportByDate, exportByContentId). */
export const EXPORT_BASE_NAMES = {
  byDate: 'Boosting results by date',
  byContent: 'Boosting results by content',
} as const;
export type BoostingExportKind = keyof typeof EXPORT_BASE_NAMES;

/**
 * Downloads one spreadsheet of the range, its name stamped with the time of the download (spec §7); the API
 * layer saves it and toasts 'download successful', or toasts why it failed.
 */
export function exportBoostingResults(
  kind: BoostingExportKind,
  range: DateRange,
  at: Date = new Date(),
): Promise<void> {
  const fileName = exportFileName(EXPORT_BASE_NAMES[kind], { at });
  const body = { ...range, timestamp: exportTimestamp(at) };
  return kind === 'byDate' ? exportByDate(fileName, body) : exportByContentId(fileName, body);
}
