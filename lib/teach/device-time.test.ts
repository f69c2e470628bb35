import { describe, expect, it } from 'vitest';
import { DEVICE_SKEW_MS, deviceTime } from './device-time';

const joinedAt = Date.UTC(2026, 11, 4, 17, 0);
const arrivedAt = Date.UTC(2026, 11, 4, 17, 40);
const bounds = { joinedAt, arrivedAt };

describe('deviceTime', () => {
  it('keeps what the device said between joining and arrival', () => {
    // an answer given offline at 17:20 and sent at 17:40
    expect(deviceTime(Date.UTC(2026, 11, 4, 17, 20), bounds)).toBe(Date.UTC(2026, 11, 4, 17, 20));
  });

  it('keeps a clock a little off, up to the skew on either side', () => {
    expect(deviceTime(arrivedAt + DEVICE_SKEW_MS, bounds)).toBe(arrivedAt + DEVICE_SKEW_MS);
    expect(deviceTime(joinedAt - DEVICE_SKEW_MS, bounds)).toBe(joinedAt - DEVICE_SKEW_MS);
  });

  it('clamps a time past the skew to the limit it crossed', () => {
    expect(deviceTime(arrivedAt + DEVICE_SKEW_MS + 1, bounds)).toBe(arrivedAt);
    expect(deviceTime(Date.UTC(2031, 0, 1), bounds)).toBe(arrivedAt);
    expect(deviceTime(joinedAt - DEVICE_SKEW_MS - 1, bounds)).toBe(joinedAt);
    // a phone whose clock went back to 1970
    expect(deviceTime(0, bounds)).toBe(joinedAt);
  });

  it('is null when the device said nothing', () => {
    expect(deviceTime(undefined, bounds)).toBeNull();
    expect(deviceTime(null, bounds)).toBeNull();
    expect(deviceTime(Number.NaN, bounds)).toBeNull();
  });
});
