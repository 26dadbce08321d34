const en = {
  content: {
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
