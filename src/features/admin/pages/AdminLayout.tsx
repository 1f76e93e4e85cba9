import { Outlet } from 'react-router-dom';

/** Admin shell (side menu, welcome notice) owned by the blog issue. */
export default function AdminLayout() {
  return <Outlet />;
}
