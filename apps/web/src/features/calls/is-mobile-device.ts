/**
 * A phone or tablet, by its user agent (spec section 4: mobile devices wait a second before
 * joining a call, which gives their audio session time to settle after the microphone prompt).
 */
export function isMobileDevice(device: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(device.userAgent)) return true;
  // iPadOS reports a desktop Mac; only its touch screen gives it away.
  return /Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1;
}
