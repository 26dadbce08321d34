import { readFileSync } from 'node:fs';
import { projectFile } from '../../src/host/project-root.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from './entities/course.entity.ts';
import { createCourse } from './data/course.repository.ts';
import { packUpload } from './data/file-packing.ts';
import { buildCourseProfile } from '../course-files/index.ts';
import type { CourseInput } from './services/course-form.ts';
import type { AidService } from './services/course-types.ts';

interface DemoCourse {
  slug: string;
  file: string;
  contentType: string;
  input: Omit<CourseInput, 'aidStations' | 'status'>;
  services: AidService[];
}

const MARATHON_M = 42_195;

/** Three public courses of the team (ownerId null), built from the engine's test fixtures. */
const DEMO: DemoCourse[] = [
  {
    slug: 'berlin',
    file: 'berlin-marathon-aid-stations.kmz',
    contentType: 'application/vnd.google-earth.kmz',
    input: {
      title: 'Berlin',
      series: 'BMW Berlin-Marathon',
      city: 'Berlin',
      stateCode: null,
      countryCode: 'DE',
      website: 'https://www.bmw-berlin-marathon.com/',
      facebook: 'berlinmarathon',
      note: null,
      description: 'A flat, fast loop through the city, from the Tiergarten to the Brandenburg Gate.',
      distancePreset: 'marathon',
      distanceM: MARATHON_M,
    },
    services: ['water', 'sportDrink'],
  },
  {
    slug: 'boston',
    file: 'boston-marathon.gpx',
    contentType: 'application/gpx+xml',
    input: {
      title: 'Boston',
      series: 'Boston Marathon',
      city: 'Boston',
      stateCode: 'MA',
      countryCode: 'US',
      website: 'https://www.baa.org/',
      facebook: 'bostonmarathon',
      note: null,
      description: 'Point to point from Hopkinton, downhill early, with the Newton hills after km 25.',
      distancePreset: 'marathon',
      distanceM: MARATHON_M,
    },
    services: ['water'],
  },
  {
    slug: 'granada',
    file: 'granada-half-marathon.gpx',
    contentType: 'application/gpx+xml',
    input: {
      title: 'Granada',
      series: 'Medio Maratón Ciudad de Granada',
      city: 'Granada',
      stateCode: null,
      countryCode: 'ES',
      website: null,
      facebook: null,
      note: null,
      description: 'Rolling streets at 650–720 m around the city centre.',
      distancePreset: 'half',
      distanceM: 21_097.5,
    },
    services: ['water'],
  },
];

/** Adds the demo courses that are missing (by slug); never touches an edited one. Idempotent. */
export async function seed(em: EntityManager): Promise<{ courses: number }> {
  const have = new Set((await em.find(Course, { slug: { $in: DEMO.map((d) => d.slug) } }, { fields: ['slug'] })).map((c) => c.slug));
  let added = 0;
  for (const demo of DEMO.filter((d) => !have.has(d.slug))) {
    const bytes = new Uint8Array(readFileSync(projectFile('modules/courses/seed-data', demo.file)));
    const profile = buildCourseProfile(bytes, demo.file);
    const aidStations = profile.aidStations.map((a) => ({
      distanceM: Math.round(a.distanceM),
      name: a.name.slice(0, 100),
      services: demo.services,
    }));
    await createCourse(em, {
      input: { ...demo.input, status: 'public', aidStations },
      profile,
      file: await packUpload({ name: demo.file, contentType: demo.contentType, bytes }),
      ownerId: null,
    });
    added++;
  }
  return { courses: added };
}
