import { QRCodeSVG } from 'qrcode.react';

/**
 * The activation code as a QR code, drawn as SVG by qrcode.react. This module is imported dynamically
 * by the QR page only, so the library is never part of another page's JavaScript.
 */
export default function QrCode({ value, title }: { value: string; title: string }) {
  return (
    <QRCodeSVG value={value} title={title} size={240} level="M" marginSize={4} role="img" aria-label={title} className="esim-qr__code" />
  );
}
