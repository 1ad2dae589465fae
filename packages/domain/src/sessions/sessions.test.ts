import { describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from './sessions.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it('names the browser and the system as a person would', () => {
    expect(describeDevice(UA.chromeWindows)).toBe('Chrome en Windows');
    expect(describeDevice(UA.edgeWindows)).toBe('Edge en Windows');
    expect(describeDevice(UA.safariMac)).toBe('Safari en macOS');
    expect(describeDevice(UA.safariIphone)).toBe('Safari en iOS');
    expect(describeDevice(UA.chromeIphone)).toBe('Chrome en iOS');
    expect(describeDevice(UA.firefoxLinux)).toBe('Firefox en Linux');
    expect(describeDevice(UA.chromeAndroid)).toBe('Chrome en Android');
    expect(describeDevice(UA.samsungAndroid)).toBe('Samsung Internet en Android');
    expect(describeDevice(UA.operaMac)).toBe('Opera en macOS');
    expect(describeDevice(UA.chromebook)).toBe('Chrome en ChromeOS');
    expect(describeDevice(UA.headless)).toBe('Chrome en Linux');
  });

  it('says what it does not know instead of guessing', () => {
    expect(describeDevice(undefined)).toBe('Dispositivo desconocido');
    expect(describeDevice('')).toBe('Dispositivo desconocido');
    expect(describeDevice('curl/8.5.0')).toBe('Dispositivo desconocido');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) Algo/1.0')).toBe(
      'Navegador desconocido en Windows',
    );
  });
});

describe('describePlace', () => {
  it("calls the server's own machine 'Este equipo'", () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(describePlace(address)).toBe('Este equipo');
  });

  it('shows any other address, an IPv4 one without its IPv6 prefix', () => {
    expect(describePlace('203.0.113.7')).toBe('203.0.113.7');
    expect(describePlace('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(describePlace('2001:db8::1')).toBe('2001:db8::1');
    expect(describePlace('1127.0.0.1')).toBe('1127.0.0.1');
  });

  it('says when the address is not known', () => {
    for (const address of [null, undefined, '', 'unknown'])
      expect(describePlace(address)).toBe('Lugar desconocido');
  });
});
