const en = {
  content: {
    consent: {
      bannerLabel: 'Cookie consent',
      bannerText:
        'Paceband uses necessary cookies to work. With your permission it would also count visits (analytics) and show ads that keep the service free.',
      acceptAll: 'Accept all',
      necessaryOnly: 'Necessary only',
      choose: 'Choose',
      title: 'Cookie settings',
      intro: 'Choose which optional cookies Paceband may use. You can come back here at any time from the link in the footer.',
      necessary: 'Necessary',
      necessaryHelp: 'Language, session and form messages: the site does not work without them. Always on.',
      analytics: 'Analytics',
      analyticsHelp: 'Counts page views so that we learn which pages help runners.',
      ads: 'Advertising',
      adsHelp: 'Lets an advertising partner show ads that keep the service free.',
      save: 'Save my choice',
      saved: 'Your choice is saved.',
      current: 'Your current choice: {choice}.',
      none: 'not made yet',
      allCookies: 'Every cookie the site sets',
      cookiePurpose: 'Remembers your cookie choice.',
      cookieDuration: '180 days',
    },
    newsCookie: {
      purpose: 'Remembers when you last opened the news, for the unread-news badge.',
      duration: '365 days',
    },
    nav: { cookieSettings: 'Cookie settings' },
    news: {
      title: "What's new",
      readingTime: 'Reading takes 2–3 minutes.',
      empty: 'No news yet.',
      published: 'Published {date}',
      allNews: 'All news',
    },
    faq: {
      title: 'Frequently asked questions',
      empty: 'No questions yet.',
    },
  },
} as const;

export default en;
