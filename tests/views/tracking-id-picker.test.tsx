import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackingIdPicker } from '../../src/views/components/tracking-id-picker';

// The picker's machine calls the contract's tracking and boosting calls; here they answer from memory.
vi.mock('../../src/api/tracking', () => ({
  getTrackingIdsV2: vi.fn(async () => ({
    amazonTrackingIdList: [{ trackingId: 'janes-20', createdAt: '2025-01-01T00:00:00Z' }],
    targetTrackingIdList: [],
    walmartTrackingIdList: [
      { trackingId: 'zoe-walmart', createdAt: '2025-03-01T10:00:00Z' },
      { trackingId: 'Alpha_w', createdAt: '2025-05-01T10:00:00Z' },
      { trackingId: 'mid.w', createdAt: '2025-01-01T10:00:00Z' },
    ],
  })),
}));
vi.mock('../../src/api/boosting', () => ({
  getActiveTrackingIdList: vi.fn(async () => ({ list: [{ trackingId: 'ALPHA_W', source: 7 }] })),
}));

afterEach(cleanup);

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('tracking-id picker view', () => {
  it("opens 'Select A Tracking ID' at 478 px, sorts with the chips, searches, and reports a choice as an event", async () => {
    const onChange = vi.fn();
    render(<TrackingIdPicker source={7} value={null} forBoosting onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Walmart' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Select a tracking ID/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select A Tracking ID' });
    expect(dialog.style.width).toBe('478px');
    await screen.findAllByRole('option');
    // Choosing for a boosting: the id active in another application is disabled and last, and SKIP is not offered.
    expect(optionNames()).toEqual(['zoe-walmart', 'mid.w', 'Alpha_w']);
    expect(screen.getByRole('option', { name: 'Alpha_w' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(optionNames()).toEqual(['mid.w', 'zoe-walmart', 'Alpha_w']);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'ZOE' } });
    expect(optionNames()).toEqual(['zoe-walmart']);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'nothing' } });
    expect(screen.getByText('No result')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '' } });

    // A disabled id is inert.
    fireEvent.click(screen.getByRole('option', { name: 'Alpha_w' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('option', { name: 'mid.w' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'trackingId.changed', source: 7, trackingId: 'mid.w' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /mid\.w/ })).toBeTruthy();

    // Opened again: the chosen id is highlighted, and the search starts empty.
    fireEvent.click(screen.getByRole('button', { name: /mid\.w/ }));
    await screen.findAllByRole('option');
    expect(screen.getByRole('option', { name: 'mid.w' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByPlaceholderText('Search') as HTMLInputElement).value).toBe('');
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Amazon mark and no SKIP for source 1', async () => {
    render(<TrackingIdPicker source={1} value="janes-20" onChange={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Amazon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /janes-20/ }));
    await screen.findAllByRole('option');
    expect(optionNames()).toEqual(['janes-20']);
  });
});
