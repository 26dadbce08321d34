// The content module's entities, for the host's explicit entity list.
export { NewsItem } from './entities/news-item.entity.ts';
export { FaqEntry } from './entities/faq-entry.entity.ts';
export { ContactMessage } from './entities/contact-message.entity.ts';
export { LegalDocumentVersion } from './entities/legal-document-version.entity.ts';
