// The explicit entity list (no discovery by glob): every module's entities, named here.
import { ShippingAddress, UserAvatar } from '../../modules/accounts/entities.ts';
import { SavedBand } from '../../modules/band-builder/entities.ts';
import { FaqEntry, NewsItem } from '../../modules/content/entities.ts';
import { Course, CourseFile } from '../../modules/courses/entities.ts';

export const ENTITIES = [NewsItem, FaqEntry, ShippingAddress, UserAvatar, Course, CourseFile, SavedBand];
