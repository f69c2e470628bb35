// The modules of a QR code for a text (a live class's voting address), as rows of '1' (dark) and '0' (light) for
// app/_components/live/qr-code.tsx: the qrcode package makes them on the server, so the page ships no QR library.
// Example: qrRows('https://example.org/sr/live/K7M2Q9XD') → ['1111111010…', …] (29 rows).

import QRCode from 'qrcode';

export function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let row = '';
    for (let x = 0; x < modules.size; x++) row += modules.get(y, x) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}
