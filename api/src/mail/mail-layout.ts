// A mail's two parts from its words (mail-contents.ts): the HTML part through MJML, which writes
// the tables and inline styles mail readers need, and the plain-text part, with the same words and
// every link written out. The colours are the web client's (web/src/index.css): brand-600 for
// the button (white on it reaches 5.9:1), brand-700 for the name, brand-50 behind the card.
import mjml2html from "mjml";
import type { MailContent, MailSite } from "./mail-contents.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND_50 = "#f0f9ff";
const BRAND_600 = "#0369a1";
const BRAND_700 = "#075985";
const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";
const FONTS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text as HTML: every character that could start markup or end an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const paragraph = (text: string) => `<mj-text>${escapeHtml(text)}</mj-text>`;

function mjmlOf(content: MailContent, site: MailSite): string {
  const { action } = content;
  const host = new URL(site.publicUrl).host;
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONTS}" />
      <mj-text font-size="15px" line-height="23px" color="${SLATE_900}" padding="6px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${BRAND_50}">
    <mj-section padding="28px 16px 12px">
      <mj-column>
        <mj-text align="center" font-size="22px" font-weight="700" color="${BRAND_700}">SkySocial</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="14px" padding="20px 28px">
      <mj-column>
        <mj-text font-size="20px" line-height="28px" font-weight="700" padding="6px 0 10px">${escapeHtml(content.heading)}</mj-text>
        ${content.intro.map(paragraph).join("\n        ")}
        ${
          action
            ? `<mj-button href="${escapeHtml(action.url)}" background-color="${BRAND_600}" color="#ffffff" font-size="15px" font-weight="600" border-radius="8px" inner-padding="12px 22px" padding="16px 0" align="left">${escapeHtml(action.label)}</mj-button>
        <mj-text font-size="13px" line-height="19px" color="${SLATE_600}">Or open this address: <a href="${escapeHtml(action.url)}" style="color:${BRAND_600};word-break:break-all">${escapeHtml(action.url)}</a></mj-text>`
            : ""
        }
        ${content.outro.map(paragraph).join("\n        ")}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px 32px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="${SLATE_600}">${escapeHtml(content.reason)}</mj-text>
        <mj-text font-size="12px" line-height="18px" color="${SLATE_600}">SkySocial · <a href="${escapeHtml(site.publicUrl)}" style="color:${SLATE_600}">${escapeHtml(host)}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(content: MailContent, site: MailSite): string {
  const { action } = content;
  return [
    content.heading,
    ...content.intro,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...content.outro,
    `--\n${content.reason}\nSkySocial · ${site.publicUrl}`,
  ].join("\n\n");
}

/** The subject and both parts of a mail. Throws when MJML finds the layout invalid (a bug: nothing a person typed can make it so). */
export async function renderMail(content: MailContent, site: MailSite): Promise<RenderedMail> {
  const { html, errors } = await mjml2html(mjmlOf(content, site), { validationLevel: "strict" });
  if (errors.length) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join("; ")}`);
  return { subject: content.subject, text: `${textOf(content, site)}\n`, html };
}
