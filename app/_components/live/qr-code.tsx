// A QR code drawn from its modules (rows of '1' dark and '0' light, made on the server with the qrcode package), one SVG
// path with a quiet zone: sharp at any size on a projector, and nothing for the page's CSP to refuse. Example:
// <QrCode rows={['1110…', …]} label="QR code of the voting page" />.

export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length;
  const margin = 4;
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') d += `M${x + margin} ${y + margin}h1v1h-1z`;
  });
  return (
    <svg viewBox={`0 0 ${size + 2 * margin} ${size + 2 * margin}`} role="img" aria-label={label} data-testid="live-qr" shapeRendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
