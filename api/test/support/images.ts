// Real image bytes for upload tests.
import sharp from "sharp";

export function pngImage(width = 64, height = 48, color = "#3366ff"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 64, height = 48, color = "#ff6633"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
