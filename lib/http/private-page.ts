// The pages whose address holds a secret or a code only their people should have: a set's teacher page and worksheet
// (/<locale>/t/<token>…), a set's student page (/<locale>/s/<code>), a class's teacher page (/<locale>/class-teacher/
// <token>), a class's student page (/<locale>/class/<code>), the teacher's home (/<locale>/teacher/<key>) and a partnership
// practice's seat (/<locale>/pair/<token>), a class's practice (/<locale>/pairs-teacher/<token>), a live class's phones'
// page (/<locale>/live/<code>) and its projector's (/<locale>/live-teacher/<token>). proxy.ts
// sends them with Referrer-Policy: no-referrer, so that no request of theirs (a script, a style, a link followed) names
// the secret in its Referer header (L-1 of the 2026-12-06 security probe).
// Example: isPrivatePage('/sr/class-teacher/abc') → true; isPrivatePage('/sr/teach') → false.

const PRIVATE_PAGE = /^\/[A-Za-z-]+\/(?:t|s|class|class-teacher|teacher|pair|pairs-teacher|live|live-teacher)\/[^/]+/;

export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE.test(path);
}
