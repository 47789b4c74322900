export default function FolhaListPage() {
  return null;
}
