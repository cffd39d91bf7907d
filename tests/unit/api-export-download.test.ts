import { afterEach, describe, expect, it, vi } from 'vitest';
import { fc } from '@fast-check/vitest';
import { exportFileName, exportTimestamp, saveFile } from '../../src/api/export-download';

describe('export file names (spec §7: optional timestamp YYYY-MM-DD HH:mm:ss)', () => {
  it('names a file with and without the timestamp', () => {
    expect(exportFileName('Boosting data')).toBe('Boosting data.xlsx');
    expect(exportFileName('Settlement', { at: new Date(2025, 0, 2, 3, 4, 5) })).toBe(
      'Settlement 2025-01-02 03:04:05.xlsx',
    );
    expect(exportFileName(' Report ', { extension: 'csv' })).toBe('Report.csv');
  });

  it('stamps any local time in the fixed-width format, and the stamp reads back as the same time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (at) => {
        const stamp = exportTimestamp(at);
        const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(stamp)?.slice(1).map(Number);
        expect(parts).toBeDefined();
        const [y, mo, d, h, mi, s] = parts as [number, number, number, number, number, number];
        expect(new Date(y, mo - 1, d, h, mi, s).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
      }),
    );
  });
});

describe('saving a file in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a download link named after the file, removes it and releases the object URL afterwards', () => {
    vi.useFakeTimers();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file-1');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const link = { href: '', download: '', rel: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    const blob = new Blob(['x']);

    saveFile(blob, 'Settlement 2025-01-02 03:04:05.xlsx', doc);

    expect(createUrl).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({ href: 'blob:file-1', download: 'Settlement 2025-01-02 03:04:05.xlsx' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(revokeUrl).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeUrl).toHaveBeenCalledWith('blob:file-1');
  });
});
