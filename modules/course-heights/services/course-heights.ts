import type { BridgeStretch } from './bridge-guard.ts';
import type { CourseCorrection, RunFit } from './course-correction.ts';
import type { CourseProfile, ElevationSummary } from '../../course-files/index.ts';
import type { ElevationQuality } from '../../course-files/index.ts';

export type HeightsStatus = 'proposed' | 'suggested' | 'accepted' | 'discarded';

/** A team member's decision on one of a course's waiting (proposed or suggested) corrections. */
export interface HeightsDecision {
  courseUuid: string;
  id: string;
  decision: 'accept' | 'discard';
  by: string;
  now?: Date;
}

/**
 * What a course keeps of a correction: heights on the profile's own steps, their grades, summary
 * and quality report, and how each run fitted. Nothing of the runs themselves (no position, no time).
 */
export interface CorrectedHeights {
  elevationM: number[];
  grades: number[];
  elevation: ElevationSummary;
  quality: ElevationQuality;
  runs: RunFit[];
  /** Heights from the terrain model (quality.source `terrain`): where the bridge guard kept the file's. */
  bridges?: BridgeStretch[];
}

/** What the heights' section needs of a course (the courses module's CourseDto has it). */
export interface HeightsCourse {
  uuid: string;
  /** The profile in use (with the accepted heights, if any). */
  profile: CourseProfile;
  /** The file's own profile. */
  fileProfile: CourseProfile;
  heightsId: string | null;
  publishedGainM: number | null;
}

/** A stored correction as the pages show it. */
export interface CourseHeightsDto {
  id: string;
  courseUuid: string;
  status: HeightsStatus;
  submittedBy: string | null;
  heights: CorrectedHeights;
  /** ISO 8601. */
  createdAt: string;
  decidedAt: string | null;
}

export function heightsOf(correction: CourseCorrection & { bridges?: BridgeStretch[] }): CorrectedHeights {
  const { profile } = correction;
  return {
    elevationM: profile.samples.elevationM,
    grades: profile.grades,
    elevation: profile.elevation,
    quality: profile.quality!,
    runs: correction.runs,
    ...(correction.bridges ? { bridges: correction.bridges } : {}),
  };
}

/**
 * The file's profile with corrected heights laid over it (same line, distances, aid stations).
 * Heights made for another file (another step count) are ignored: the file's own heights stay.
 */
export function withHeights(profile: CourseProfile, heights: CorrectedHeights | null | undefined): CourseProfile {
  if (!heights || heights.elevationM.length !== profile.samples.elevationM.length) return profile;
  return {
    ...profile,
    hasElevation: true,
    samples: { distanceM: profile.samples.distanceM, elevationM: heights.elevationM },
    grades: heights.grades,
    elevation: heights.elevation,
    quality: heights.quality,
  };
}
