// Tasks' public surface: what other areas may use. Re-exports only, no side effects. `MyTasks` is the
// task list the dashboard shows.
export { MyTasks } from './components/MyTasks';
export { taskQueries } from './api/task-queries';
export { useCompleteTaskMutation } from './api/task-mutations';
export type { Task, TaskFilter, TaskList } from './api/schemas';
