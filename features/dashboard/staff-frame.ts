// Apart from index.ts: _app imports this module alone with next/dynamic, and a dynamic import keeps every export of
// the module it names, so the dashboard's screens must not come along with the frame.
export { StaffFrame } from './components/staff-frame';
