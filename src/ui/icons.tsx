/** Inline SVG icons (no icon font, no network). Decorative: labels live on the controls. */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const IconCalendar = () => (
  <svg {...base}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);
export const IconStopwatch = () => (
  <svg {...base}>
    <circle cx="12" cy="14" r="8" />
    <path d="M12 10v4l2 2M10 2h4M12 2v4" />
  </svg>
);
export const IconNews = () => (
  <svg {...base}>
    <path d="M4 4h13v16H6a2 2 0 0 1-2-2z" />
    <path d="M17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" />
  </svg>
);
export const IconHelp = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </svg>
);
export const IconSearch = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </svg>
);
export const IconUser = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const IconFacebook = () => (
  <svg {...base}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </svg>
);
export const IconChevronLeft = () => (
  <svg {...base}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const IconArrowUp = () => (
  <svg {...base}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const IconHeart = () => (
  <svg {...base}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8z" />
  </svg>
);
export const IconLeaf = () => (
  <svg {...base}>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.2-6" />
  </svg>
);
export const IconCard = () => (
  <svg {...base}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </svg>
);

/** The Paceband mark: a wrist band with split ticks. */
export const Logo = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect x="2" y="9" width="28" height="14" rx="4" fill="#0b5cad" />
    <path d="M8 12v8M13 12v8M18 12v8M23 12v8" stroke="#fff" strokeWidth="2" />
    <circle cx="27" cy="16" r="1.5" fill="#e4572e" />
  </svg>
);
