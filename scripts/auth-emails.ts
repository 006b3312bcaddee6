/**
 * `npm run auth-emails`: the e-mails Firebase Auth would have sent from the running `npm start` stack
 * (password resets, address verifications, notices of an e-mail change), newest last, each with the link
 * that opens it in the app. Locally no e-mail leaves the machine: the Auth emulator records them.
 *   npm run auth-emails                 every recorded e-mail
 *   npm run auth-emails -- sara@…       only those sent to one address
 */
import { DEFAULT_PORTS, PROJECT_ID } from './stack/stack.ts';

const address = process.argv
  .slice(2)
  .find((arg) => !arg.startsWith('--'))
  ?.toLowerCase();
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${DEFAULT_PORTS.auth}`;
const appOrigin = process.env.NASL_BASE_URL || `http://127.0.0.1:${DEFAULT_PORTS.hosting}`;
const project = process.env.GCLOUD_PROJECT || PROJECT_ID;

interface RecordedEmail {
  email: string;
  requestType: string;
  oobLink: string;
}

let emails: RecordedEmail[];
try {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${project}/oobCodes`);
  emails = ((await response.json()) as { oobCodes: RecordedEmail[] }).oobCodes;
} catch {
  console.error(`No Auth emulator answers at ${authHost}: start the stack with npm start first.`);
  process.exit(1);
}

const shown = emails.filter((sent) => !address || sent.email === address);
if (shown.length === 0)
  console.log(address ? `No e-mail was sent to ${address}.` : 'No e-mail was sent yet.');
for (const sent of shown) {
  // The emulator links to its own page (and always says lang=en); the project's action URL is the app's
  // /auth/action, which opens in the language the device uses.
  const link = new URL(sent.oobLink);
  const query = new URLSearchParams({
    mode: link.searchParams.get('mode') ?? '',
    oobCode: link.searchParams.get('oobCode') ?? '',
  });
  console.log(`${sent.requestType.padEnd(24)} ${sent.email}\n  ${appOrigin}/auth/action?${query}\n`);
}
