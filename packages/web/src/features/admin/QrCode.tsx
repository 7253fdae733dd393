import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { Spinner } from '@/components/ui/Spinner';

/** A QR code drawn in the browser (no third-party service ever sees the secret it carries). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    toDataURL(value, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (current) setImage({ value, url });
      })
      .catch((error: unknown) => {
        console.error('Could not draw the QR code', error);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (image?.value !== value) return <Spinner label="Drawing QR code" />;
  return (
    <img
      src={image.url}
      alt={label}
      width={200}
      height={200}
      className="rounded-lg border border-slate-200"
    />
  );
}
