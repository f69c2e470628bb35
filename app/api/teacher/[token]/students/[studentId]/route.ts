// The teacher's hold on who is in the set: DELETE /api/teacher/{token}/students/{id} → 204, the student gone with
// their answers and their seat free (a stranger who joined, a name given twice); PATCH … {name} → 200 {id, name}.
// 404 when the link or the student is not the set's. Writes: from this site only, and PATCH as JSON.

import type { NextRequest } from 'next/server';
import { renameRequest } from '@/lib/set-api/requests';
import { removeStudent, renameStudent } from '@/server/set-teacher';
import { param, secretDelete, secretWrite } from '../../../../set-route';

type Params = { params: Promise<{ token: string; studentId: string }> };

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  return secretWrite(request, renameRequest, (store, body) => renameStudent(store, param(token), param(studentId), body.name));
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  return secretDelete(request, (store) => removeStudent(store, param(token), param(studentId)));
}
