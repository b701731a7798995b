import { useMemo } from 'react';
import { create } from 'qrcode';

/**
 * A QR code drawn as one SVG path (no canvas, no inline image), dark on a white quiet zone in
 * both themes so every phone camera reads it.
 */
export function QrCode({
  value,
  label,
  size = 192,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { d, count } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    let path = '';
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) if (modules.get(x, y)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
    }
    return { d: path, count: n + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="rounded-md"
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={d} fill="#0f172a" />
    </svg>
  );
}
