import { useParams } from "react-router-dom";
import { PageFrame } from "../../components/PageFrame";

export function TicTacToeGameRoute() {
  const { roomId } = useParams();
  return <PageFrame title="Tic Tac Toe" description={`Room ${roomId ?? ""}`} />;
}
