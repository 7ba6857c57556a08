import "server-only";
import { toSVG } from "bwip-js/node";
import QRCode from "qrcode";
import type { CodeType } from "./constants";

/**
 * The member ID as an SVG a scanner at the front desk reads: a QR code (qrcode) or a Code 128
 * barcode (bwip-js), black on white whatever the card's colours, so it always scans.
 */
export async function codeSvg(type: CodeType, value: string): Promise<string> {
  if (type === "code128") {
    return toSVG({ bcid: "code128", text: value, height: 14, includetext: false, paddingwidth: 6, paddingheight: 4, backgroundcolor: "ffffff" });
  }
  return QRCode.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}
