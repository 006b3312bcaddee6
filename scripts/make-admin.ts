/**
 * Grants admin rights in a real Firebase project (the first admin; later ones from the dashboard):
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-project npm run make-admin -- person@example.com
 * The person must have registered first. While no one is the owner, the person made admin becomes the
 * owner: the admin no other admin may demote or delete. Pass --revoke to take the rights away (from the
 * owner too: this command is the operator's, not the dashboard's).
 */
import { findUser, ownerExists, updateUserDoc } from '../functions/src/data/users.ts';
import { auth } from '../functions/src/lib/firebase.ts';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
const revoke = args.includes('--revoke');
if (!email) {
  console.error('usage: npm run make-admin -- <email> [--revoke]');
  process.exit(2);
}
const { uid } = await auth().getUserByEmail(email.toLowerCase());
if (!(await findUser(uid))) {
  console.error(`${email} has an account but no user document; ask them to finish registration.`);
  process.exit(1);
}
if (revoke) {
  await updateUserDoc(uid, { isAdmin: false, isOwner: false });
  console.log(`${email} is no longer an admin.`);
} else {
  const makeOwner = !(await ownerExists());
  await updateUserDoc(uid, { isAdmin: true, ...(makeOwner ? { isOwner: true } : {}) });
  console.log(`${email} is now an admin${makeOwner ? ' and the owner' : ''}.`);
}
