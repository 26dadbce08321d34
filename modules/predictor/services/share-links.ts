/**
 * Share addresses of each network. Web networks open in a pop-up; email and SMS hand the text to
 * the device's own apps through mailto: and sms: (RFC 6068 and RFC 5724).
 */
export const SHARE_NETWORKS = ['x', 'facebook', 'whatsapp', 'telegram', 'linkedin', 'email', 'sms'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareContent {
  url: string;
  /** One line: what the link shows. */
  text: string;
}

export function shareHref(network: ShareNetwork, { url, text }: ShareContent): string {
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  switch (network) {
    case 'x':
      return `https://x.com/intent/post?text=${tx}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${tx}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${tx}&body=${encodeURIComponent(`${text}\n${url}`)}`;
    case 'sms':
      return `sms:?&body=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

/** The networks' own names, written the same in every language (email's is the catalogue's). */
export const NETWORK_NAMES: Record<Exclude<ShareNetwork, 'email'>, string> = {
  x: 'X',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
  sms: 'SMS',
};

export function opensInPopup(network: ShareNetwork): boolean {
  return network !== 'email' && network !== 'sms';
}

const POPUP_SIZE = 500;

/** window.open features for a pop-up centred on the screen the browser window is on. */
export function popupFeatures(screen: { width: number; height: number; left?: number; top?: number }): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - POPUP_SIZE) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - POPUP_SIZE) / 2));
  return `popup=yes,width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top},noopener,noreferrer`;
}
