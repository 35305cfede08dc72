import QRCode from 'qrcode';

/**
 * The ticket's QR code as a PNG. Error correction M survives a scratched print or a cracked phone
 * screen while keeping the modules large enough for a check-in camera; four modules of quiet zone
 * are what scanners expect around the code.
 */
export function qrPng(text: string, widthPixels = 350): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: widthPixels });
}
