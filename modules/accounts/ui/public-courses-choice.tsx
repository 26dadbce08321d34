import type { Translator } from '../locales/messages.ts';

/** What becomes of the public courses a member made, when they delete their account (profile and the mailed link's page). */
export function PublicCoursesChoice({ LL, chosen = 'anonymise' }: { LL: Translator; chosen?: 'anonymise' | 'delete' }) {
  const P = LL.accounts.profile;
  return (
    <fieldset className="field">
      <legend>{P.publicCourses()}</legend>
      <div className="field-check">
        <input id="f-courses-keep" name="publicCourses" type="radio" value="anonymise" defaultChecked={chosen === 'anonymise'} />
        <label htmlFor="f-courses-keep">{P.publicCoursesKeep()}</label>
      </div>
      <div className="field-check">
        <input id="f-courses-delete" name="publicCourses" type="radio" value="delete" defaultChecked={chosen === 'delete'} />
        <label htmlFor="f-courses-delete">{P.publicCoursesDelete()}</label>
      </div>
    </fieldset>
  );
}
