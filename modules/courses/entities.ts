// The courses module's entities, for the host's explicit entity list.
export { Course } from './entities/course.entity.ts';
export { CourseFile } from './entities/course-file.entity.ts';
export { CourseTitleImage } from './entities/course-title-image.entity.ts';
export { CourseUploadPreview } from './entities/course-upload-preview.entity.ts';
