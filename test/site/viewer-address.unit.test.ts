import { describe, expect, it } from 'vitest';
import { addressOf } from '../../shared/edge/site/viewer-address';

describe("CloudFront-Viewer-Address's address", () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:3333:4444:5555:6666:7777:8888:46532', '2001:db8:3333:4444:5555:6666:7777:8888'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 203.0.113.9:1 ', '203.0.113.9'],
  ])('%s is %s', (value, address) => {
    expect(addressOf(value)).toBe(address);
  });

  it.each([
    [undefined],
    [''],
    ['198.51.100.10'],
    ['not-an-ip:443'],
    ['198.51.100.10:port'],
    ['999.1.1.1:80'],
    ['1.2.3.4:5, 6.7.8.9:10'],
  ])('%s is no address', (value) => {
    expect(addressOf(value)).toBeUndefined();
  });
});
