/** The worker-thread entry of password checks (password-check.ts): plain strings in, a boolean out. */
import { isGuessablePassword } from './password-strength.ts';

export interface PasswordTask {
  password: string;
  userInputs: string[];
}

export default async function checkPassword(task: PasswordTask): Promise<boolean> {
  return isGuessablePassword(task.password, task.userInputs);
}
