// The explicit entity list (no discovery by glob): every module's entities, named here.
import { FaqEntry, NewsItem } from '../../modules/content/entities.ts';

export const ENTITIES = [NewsItem, FaqEntry];
