import QRCode from 'qrcode';

/** A QR code as a PNG data URL: `dark` (black by default) on white, error correction M, with the standard quiet zone. */
export const qrPng = async (text: string, width: number, dark = '#000000'): Promise<string> =>
  QRCode.toDataURL(text, {
    type: 'image/png',
    width,
    margin: 4,
    errorCorrectionLevel: 'M',
    color: { dark, light: '#ffffff' },
  });
