/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      __typename\n      ... on CreatePersonalAccessTokenPayload {\n        token\n        personalAccessToken { id databaseId name scope expiresAt lastUsedAt }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      __typename\n      ... on RevokePersonalAccessTokenPayload { revokedPersonalAccessTokenId }\n      ... on UserError { code }\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  query ListAccessTokens($first: Int, $after: String) {\n    personalAccessTokens(first: $first, after: $after) {\n      totalCount\n      edges { node { id name scope lastUsedAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ListAccessTokensDocument,
    "\n  query ViewerName {\n    viewer { username }\n  }\n": typeof types.ViewerNameDocument,
    "\n  mutation EditBio($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio } }\n    }\n  }\n": typeof types.EditBioDocument,
    "\n  mutation LogOutNow {\n    logOut { tokenRevoked }\n  }\n": typeof types.LogOutNowDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountPayload { deletedUserId }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      __typename\n      ... on RequestDataExportPayload { dataExport { id status } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query DataExportStatus {\n    dataExport { id status itemsDone itemsTotal progress byteSize expiresAt downloadUrl }\n  }\n": typeof types.DataExportStatusDocument,
    "\n  query DataExportNode($id: ID!) {\n    node(id: $id) { __typename ... on DataExport { status downloadUrl } }\n  }\n": typeof types.DataExportNodeDocument,
    "\n  query PartnerConversations {\n    viewer {\n      conversations(first: 10) {\n        edges {\n          node {\n            partner { id databaseId name username deleted }\n            messages(last: 10) { edges { node { text fromViewer sender { databaseId deleted } } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PartnerConversationsDocument,
    "\n  query PersonLookup($id: ID!) {\n    node(id: $id) { __typename }\n    user(id: $id) { username }\n  }\n": typeof types.PersonLookupDocument,
    "\n  query SearchPeople($query: String!) {\n    searchUsers(query: $query, first: 20) { databaseId }\n  }\n": typeof types.SearchPeopleDocument,
    "\n  mutation SendMessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code } }\n  }\n": typeof types.SendMessageToDocument,
    "\n  query AppealNotices {\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          message\n          appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n        }\n      }\n    }\n  }\n": typeof types.AppealNoticesDocument,
    "\n  mutation AppealModerationAction($input: AppealModerationActionInput!) {\n    appealModerationAction(input: $input) {\n      __typename\n      ... on AppealModerationActionPayload {\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AppealModerationActionDocument,
    "\n  mutation AppealSuspension($input: AppealSuspensionInput!) {\n    appealSuspension(input: $input) {\n      __typename\n      ... on AppealSuspensionPayload {\n        decisionByMail\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AppealSuspensionDocument,
    "\n  mutation SuspendedLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AccountSuspendedError {\n        suspensionReason\n        appealStanding { appealableUntil appeal { status decisionNote } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.SuspendedLogInDocument,
    "\n  query OpenAppeals {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openAppeals(first: 50) {\n          edges {\n            node {\n              appeal { databaseId text status }\n              appellant { username suspendedAt }\n              action { kind reason excerpt subject accountUsername moderatorUsername }\n            }\n          }\n        }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason excerpt } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.OpenAppealsDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      __typename\n      ... on DecideAppealPayload { appeal { status decisionNote decidedAt } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.DecideAppealDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SessionPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        code\n        message\n        fieldErrors { field code message }\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { databaseId username } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": typeof types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": typeof types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload {\n        sentMessage { id databaseId text fromViewer read deleted sender { username } receiver { username } }\n        messageEdge { cursor node { id } }\n        conversation { id unreadCount partner { username } lastMessage { text } }\n        conversationEdge { cursor node { id } }\n      }\n      ... on ValidationError { code message fieldErrors { field code message } }\n      ... on NotFoundError { code message }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  query ChatList($first: Int, $after: String) {\n    viewer {\n      unreadMessageCount\n      conversations(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            unreadCount\n            lastMessageAt\n            partner { username online }\n            lastMessage { text fromViewer deleted sender { username } }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.ChatListDocument,
    "\n  query ConversationMessages($id: ID!, $last: Int, $before: String, $first: Int, $after: String) {\n    node(id: $id) {\n      ... on Conversation {\n        partner { username }\n        messages(last: $last, before: $before, first: $first, after: $after) {\n          edges { cursor node { id text fromViewer read deleted createdAt } }\n          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n        }\n      }\n    }\n  }\n": typeof types.ConversationMessagesDocument,
    "\n  query MessageNode($id: ID!) {\n    node(id: $id) { ... on Message { text sender { username } } }\n  }\n": typeof types.MessageNodeDocument,
    "\n  query ConversationWithUser($id: ID!) {\n    user(id: $id) {\n      username\n      online\n      conversationWithViewer { id unreadCount lastMessage { text } }\n    }\n  }\n": typeof types.ConversationWithUserDocument,
    "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadPayload { unreadMessageCount conversation { id unreadCount } }\n      ... on NotFoundError { code message }\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessagePayload { deletedMessage { id text deleted } conversation { lastMessage { deleted text } } }\n      ... on ForbiddenError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation SetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingPayload { typing }\n      ... on ValidationError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n": typeof types.SetTypingDocument,
    "\n  query ActiveFriends {\n    viewer { activeFriends { username online } }\n  }\n": typeof types.ActiveFriendsDocument,
    "\n  subscription MessageAdded($after: ID) {\n    messageAdded(after: $after) { id text fromViewer sender { username } conversation { unreadCount } }\n  }\n": typeof types.MessageAddedDocument,
    "\n  subscription ConversationUpdated {\n    conversationUpdated { kind actor { username } message { text deleted read } conversation { unreadCount } }\n  }\n": typeof types.ConversationUpdatedDocument,
    "\n  subscription FriendPresenceChanged {\n    friendPresenceChanged { online user { username } }\n  }\n": typeof types.FriendPresenceChangedDocument,
    "\n  subscription TypingIndicator {\n    typingIndicator { typing user { username } }\n  }\n": typeof types.TypingIndicatorDocument,
    "\n  query TagPosts($name: String!, $first: Int, $after: String) {\n    tag(name: $name) {\n      name\n      postCount\n      morePosts\n      posts(first: $first, after: $after) {\n        totalCount\n        edges { node { caption tags author { username } } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.TagPostsDocument,
    "\n  query SearchPosts($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      totalCount\n      moreMatches\n      edges { cursor node { caption tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.SearchPostsDocument,
    "\n  query SearchPostsPage($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.SearchPostsPageDocument,
    "\n  query Explore($first: Int, $after: String) {\n    explore(first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ExploreDocument,
    "\n  query GameBoard($id: ID!) {\n    game(id: $id) {\n      id\n      cells\n      status\n      turn\n      turnDeadline\n      turnMillisecondsLeft\n      turnSeconds\n      winner\n      endReason\n      winningLine\n      viewerTeam\n      opponentOnline\n      moveCount\n      team1Player { username }\n      team2Player { username }\n      winnerPlayer { username }\n      moves { ply cell mark team player { username } }\n      rematch { id }\n      rematchOffer { id inviter { username } }\n      latestRematchOffer { status sentByViewer }\n    }\n  }\n": typeof types.GameBoardDocument,
    "\n  query Lobby($scope: LeaderboardScope, $first: Int, $after: String) {\n    viewer {\n      activeFriends { username }\n      gameInvitationsReceived { id status inviter { username } invitee { username } millisecondsLeft sentByViewer }\n      gameInvitationsSent { id invitee { username } }\n      currentGame { id turn }\n      gameRecord { wins draws losses gamesPlayed }\n    }\n    leaderboard(scope: $scope, first: $first, after: $after) {\n      edges { cursor node { user { username } wins draws losses gamesPlayed } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.LobbyDocument,
    "\n  mutation InviteToGame($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id status expiresAt inviter { username } invitee { username } } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.InviteToGameDocument,
    "\n  mutation AcceptGameInvitation($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { invitation { status } game { id turn viewerTeam team1Player { username } team2Player { username } turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AcceptGameInvitationDocument,
    "\n  mutation RejectGameInvitation($input: RejectGameInvitationInput!) {\n    rejectGameInvitation(input: $input) {\n      __typename\n      ... on RejectGameInvitationPayload { invitation { status } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.RejectGameInvitationDocument,
    "\n  mutation PlayGameMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ... on PlayGameMovePayload { game { id cells turn status winner endReason winningLine } move { ply cell team } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n": typeof types.PlayGameMoveDocument,
    "\n  mutation OfferRematch($input: OfferRematchInput!) {\n    offerRematch(input: $input) {\n      __typename\n      ... on OfferRematchPayload { offer { id status rematchOf { id } } rematch { id team1Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.OfferRematchDocument,
    "\n  mutation AcceptRematch($input: AcceptRematchInput!) {\n    acceptRematch(input: $input) {\n      __typename\n      ... on AcceptRematchPayload { game { id turn team1Player { username } team2Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AcceptRematchDocument,
    "\n  mutation ForfeitGame($input: ForfeitGameInput!) {\n    forfeitGame(input: $input) {\n      __typename\n      ... on ForfeitGamePayload { game { status winner endReason } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ForfeitGameDocument,
    "\n  subscription GameInvitationUpdated {\n    gameInvitationUpdated {\n      kind\n      message\n      invitation { id status inviter { username } invitee { username } game { id } }\n    }\n  }\n": typeof types.GameInvitationUpdatedDocument,
    "\n  subscription GameUpdated($gameId: ID!) {\n    gameUpdated(gameId: $gameId) {\n      kind\n      game { cells turn status winner endReason turnMillisecondsLeft opponentOnline rematchOffer { id } }\n      move { ply cell team player { username } }\n      rematchOffer { id inviter { username } }\n      rematch { id team1Player { username } }\n    }\n  }\n": typeof types.GameUpdatedDocument,
    "\n  mutation InviteWithTurnLength($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id answerSeconds turnSeconds createdAt expiresAt invitee { invitationAnswerSeconds } } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": typeof types.InviteWithTurnLengthDocument,
    "\n  mutation UpdateGameSettings($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": typeof types.UpdateGameSettingsDocument,
    "\n  query GameTimingChoices {\n    gameTimingChoices { answerSeconds standardAnswerSeconds turnSeconds standardTurnSeconds }\n  }\n": typeof types.GameTimingChoicesDocument,
    "\n  mutation WithdrawRematchOffer($input: WithdrawRematchOfferInput!) {\n    withdrawRematchOffer(input: $input) {\n      __typename\n      ... on WithdrawRematchOfferPayload { offer { id status } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.WithdrawRematchOfferDocument,
    "\n  query InvitationNotifications {\n    notifications(first: 10) {\n      unreadCount\n      edges { node { id kind message read invitation { id status turnSeconds answerSeconds rematchOf { id } } } }\n    }\n  }\n": typeof types.InvitationNotificationsDocument,
    "\n  subscription NotificationUpdated {\n    notificationUpdated {\n      unreadCount\n      notification { id kind read invitation { id status } }\n    }\n  }\n": typeof types.NotificationUpdatedDocument,
    "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      __typename\n      ... on ReportPayload { report { subject reason details status } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query ModerationDesk {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: 50) {\n          edges {\n            node {\n              subject\n              subjectId\n              excerpt\n              context\n              contentExists\n              account { userId username suspendedAt }\n              post { databaseId caption }\n              reports { reason details reporterUsername }\n            }\n          }\n        }\n        suspendedAccounts(first: 50) { edges { node { userId username suspensionReason } } }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ModerationDeskDocument,
    "\n  query ModerationLog {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        log(first: 50) {\n          edges {\n            node {\n              databaseId\n              kind\n              moderatorUsername\n              accountUsername\n              moderator { username usernameThen deleted }\n              account { username usernameThen deleted }\n              subject\n              closedReports\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  query ModerationPages($first: Int, $casesAfter: String, $logAfter: String, $suspendedAfter: String) {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: $first, after: $casesAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { subjectId reports { reporterUsername } } }\n        }\n        log(first: $first, after: $logAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { databaseId } }\n        }\n        suspendedAccounts(first: $first, after: $suspendedAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { userId } }\n        }\n      }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ModerationPagesDocument,
    "\n  mutation DismissReports($input: DismissReportsInput!) {\n    dismissReports(input: $input) {\n      __typename\n      ... on DismissReportsPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.DismissReportsDocument,
    "\n  mutation RemoveReportedContent($input: RemoveReportedContentInput!) {\n    removeReportedContent(input: $input) {\n      __typename\n      ... on RemoveReportedContentPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.RemoveReportedContentDocument,
    "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      __typename\n      ... on SuspendAccountPayload { account { username suspendedAt suspensionReason } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.SuspendAccountDocument,
    "\n  mutation LiftSuspension($input: LiftSuspensionInput!) {\n    liftSuspension(input: $input) {\n      __typename\n      ... on LiftSuspensionPayload { account { username suspendedAt } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.LiftSuspensionDocument,
    "\n  query ReportOutcomes {\n    notifications(first: 20) { edges { node { kind reportStatus message actor { username } } } }\n  }\n": typeof types.ReportOutcomesDocument,
    "\n  query SeenByOthers($userId: ID!, $username: String!, $postId: ID!, $commentPostId: ID!) {\n    user(id: $userId) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postId) { __typename }\n    commented: post(id: $commentPostId) { comments(first: 10) { edges { node { body author { username } } } } }\n    feed(first: 10) { edges { node { databaseId } } }\n    searchUsers(query: $username, first: 10) { username }\n  }\n": typeof types.SeenByOthersDocument,
    "\n  mutation ModerationLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on UserError { code message }\n      ... on AccountSuspendedError { suspensionReason suspendedSince }\n    }\n  }\n": typeof types.ModerationLogInDocument,
    "\n  mutation UpdateContactSettings($input: UpdateContactSettingsInput!) {\n    updateContactSettings(input: $input) {\n      __typename\n      ... on UpdateContactSettingsPayload { viewer { messagesFrom invitationsFrom } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.UpdateContactSettingsDocument,
    "\n  query ContactSettingsOf($id: ID!) {\n    viewer { messagesFrom invitationsFrom isModerator }\n    user(id: $id) { messagesFrom invitationsFrom isModerator }\n  }\n": typeof types.ContactSettingsOfDocument,
    "\n  mutation MessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n": typeof types.MessageToDocument,
    "\n  mutation InviteTo($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n": typeof types.InviteToDocument,
    "\n  query MessagingWith($id: ID!) {\n    user(id: $id) { viewerCanMessage viewerMessageRefusal }\n  }\n": typeof types.MessagingWithDocument,
    "\n  query NotificationGroups($first: Int, $after: String, $unreadOnly: Boolean) {\n    notificationGroups(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      unreadCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id kind message actorCount read latestAt post { id } latestActors { username } latestNotification { id post { id } } } }\n    }\n  }\n": typeof types.NotificationGroupsDocument,
    "\n  query NotificationGroupNames {\n    notificationGroups(first: 1) { edges { node { notifications(first: 10) { edges { node { actor { username } } } } } } }\n  }\n": typeof types.NotificationGroupNamesDocument,
    "\n  subscription NotificationGroupChanged {\n    notificationGroupChanged { groupId grew unreadCount group { id message actorCount read } }\n  }\n": typeof types.NotificationGroupChangedDocument,
    "\n  subscription OpenerSuggestions($prompt: String!) {\n    openerSuggestions(prompt: $prompt) {\n      __typename\n      ... on OpenerSuggestionsProgress {\n        suggestions\n      }\n      ... on OpenerSuggestionsReady {\n        suggestions\n        source\n      }\n      ... on OpenerSuggestionsFailed {\n        code\n        reason\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.OpenerSuggestionsDocument,
    "\n  mutation StartPasskeyRegistration($input: StartPasskeyRegistrationInput!) {\n    startPasskeyRegistration(input: $input) {\n      __typename\n      ... on StartPasskeyRegistrationPayload { options }\n      ... on UserError { code }\n    }\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      __typename\n      ... on FinishPasskeyRegistrationPayload { passkey { id name lastUsedAt } viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      __typename\n      ... on RenamePasskeyPayload { passkey { id name } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      __typename\n      ... on RemovePasskeyPayload { removedPasskeyId viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      __typename\n      ... on StartPasskeySignInPayload { options }\n    }\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation FinishPasskeySignIn($input: FinishPasskeySignInInput!) {\n    finishPasskeySignIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.FinishPasskeySignInDocument,
    "\n  query UserPasskeys($username: String!) {\n    user(username: $username) { passkeys { id name synced lastUsedAt } }\n  }\n": typeof types.UserPasskeysDocument,
    "\n  mutation LogInWithPasskeyStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on SecondFactorRequired { challenge factors passkeyOptions }\n    }\n  }\n": typeof types.LogInWithPasskeyStepDocument,
    "\n  mutation CreateWithImages($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id databaseId image { url } images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code message } }\n    }\n  }\n": typeof types.CreateWithImagesDocument,
    "\n  mutation EditImages($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { caption images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.EditImagesDocument,
    "\n  query PostImages($id: ID!) {\n    post(id: $id) { images { id position url width height altText } }\n  }\n": typeof types.PostImagesDocument,
    "mutation DeleteWithImages($input: DeletePostInput!) { deletePost(input: $input) { __typename } }": typeof types.DeleteWithImagesDocument,
    "\n  subscription CommentAdded($postId: ID!) { commentAdded(postId: $postId) { body author { username } } }\n": typeof types.CommentAddedDocument,
    "\n  subscription CommentUpdated($postId: ID!) { commentUpdated(postId: $postId) { body } }\n": typeof types.CommentUpdatedDocument,
    "\n  subscription CommentRemoved($postId: ID!) { commentRemoved(postId: $postId) { commentId postId } }\n": typeof types.CommentRemovedDocument,
    "\n  subscription PostUpdated($id: ID!) { postUpdated(id: $id) { caption likeCount commentCount } }\n": typeof types.PostUpdatedDocument,
    "\n  subscription PostRemoved($id: ID!) { postRemoved(id: $id) { postId } }\n": typeof types.PostRemovedDocument,
    "\n  mutation MakePrivate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfilePayload { user { isPrivate } } ... on UserError { code message } }\n  }\n": typeof types.MakePrivateDocument,
    "\n  mutation AskToFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing viewerHasRequestedToFollow viewerCanSeePosts } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AskToFollowDocument,
    "\n  mutation WithdrawRequest($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { viewerHasRequestedToFollow } } }\n  }\n": typeof types.WithdrawRequestDocument,
    "\n  mutation ApproveRequest($input: ApproveFollowRequestInput!) {\n    approveFollowRequest(input: $input) {\n      __typename\n      ... on ApproveFollowRequestPayload { user { username viewerIsFollowing } viewer { followerCount } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ApproveRequestDocument,
    "\n  mutation DeclineRequest($input: DeclineFollowRequestInput!) {\n    declineFollowRequest(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.DeclineRequestDocument,
    "\n  query PendingRequests {\n    followRequests(first: 10) { totalCount edges { node { username } } }\n    notifications(first: 10) { edges { node { kind message actor { username } } } }\n    notificationGroups(first: 10) { edges { node { kind message } } }\n  }\n": typeof types.PendingRequestsDocument,
    "\n  query WhatOneReads($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $tag: String!) {\n    user(id: $userId) {\n      username isPrivate viewerCanSeePosts viewerHasRequestedToFollow postCount followerCount followingCount\n      posts(first: 5) { edges { node { databaseId } } }\n      followers(first: 5) { edges { node { username } } }\n      following(first: 5) { edges { node { username } } }\n    }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId likers(first: 5) { edges { node { username } } } comments(first: 5) { edges { node { body } } } }\n    privatePostAuthor(postId: $postId) { username }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"privatetest\", first: 10) { edges { node { databaseId } } }\n    tag(name: $tag) { posts(first: 10) { edges { node { databaseId } } } }\n    explore(first: 50) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n  }\n": typeof types.WhatOneReadsDocument,
    "\n  mutation PrivateLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.PrivateLikeDocument,
    "\n  mutation PrivateComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.PrivateCommentDocument,
    "\n  subscription PrivateCommentAdded($postId: ID!) { commentAdded(postId: $postId) { body } }\n": typeof types.PrivateCommentAddedDocument,
    "\n  fragment PeoplePage on UserConnection {\n    totalCount\n    edges { cursor node { username } }\n    pageInfo { hasNextPage endCursor }\n  }\n": typeof types.PeoplePageFragmentDoc,
    "\n  query Followers($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { followers(first: $first, after: $after) { ...PeoplePage } }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { following(first: $first, after: $after) { ...PeoplePage } }\n  }\n": typeof types.FollowingDocument,
    "\n  query Likers($id: ID!, $first: Int, $after: String) {\n    post(id: $id) { likeCount likers(first: $first, after: $after) { ...PeoplePage } }\n  }\n": typeof types.LikersDocument,
    "\n  query ProfileWithFollowers($id: ID!, $first: Int, $after: String) {\n    viewer { username }\n    user(id: $id) {\n      username\n      following(first: 1) { totalCount }\n      followers(first: $first, after: $after) { totalCount }\n    }\n  }\n": typeof types.ProfileWithFollowersDocument,
    "\n  query FollowersOfFollowers($id: ID!, $first: Int) {\n    user(id: $id) {\n      followers(first: $first) {\n        edges {\n          node {\n            username\n            followers(first: 5) { totalCount edges { node { username } } }\n            following(first: 5) { totalCount edges { node { username } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FollowersOfFollowersDocument,
    "\n  query PostsWithLikers($id: ID!, $first: Int) {\n    user(id: $id) {\n      posts(first: $first) {\n        edges { node { caption likers(first: 3) { totalCount edges { node { username } } } } }\n      }\n    }\n  }\n": typeof types.PostsWithLikersDocument,
    "\n  query ListTotals($id: ID!) {\n    user(id: $id) {\n      posts(first: 1) { totalCount edges { node { comments(first: 1) { totalCount } } } }\n      savedPosts(first: 1) { totalCount }\n      conversations(first: 1) { totalCount edges { node { messages(last: 1) { totalCount } } } }\n    }\n  }\n": typeof types.ListTotalsDocument,
    "\n  query NotificationList($unreadOnly: Boolean, $first: Int, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      edges { node { message read } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  query UserById($id: ID!) {\n    user(id: $id) { id databaseId username }\n  }\n": typeof types.UserByIdDocument,
    "\n  mutation FollowAndReadFollowers($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing followers(first: 5) { totalCount edges { node { username viewerIsFollowing } } } } }\n    }\n  }\n": typeof types.FollowAndReadFollowersDocument,
    "\n  query NodeFollowers($id: ID!) {\n    node(id: $id) {\n      ... on User { viewerIsFollowing followers(first: 5) { totalCount edges { node { username } } } }\n      ... on Post { viewerHasLiked likers(first: 5) { totalCount edges { node { username } } } }\n    }\n  }\n": typeof types.NodeFollowersDocument,
    "\n  mutation BlockUser($input: BlockUserInput!) {\n    blockUser(input: $input) {\n      __typename\n      ... on BlockUserPayload { user { username viewerHasBlocked viewerIsFollowing } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($input: UnblockUserInput!) {\n    unblockUser(input: $input) { __typename ... on UnblockUserPayload { user { viewerHasBlocked } } }\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation MuteUser($input: MuteUserInput!) {\n    muteUser(input: $input) {\n      __typename\n      ... on MuteUserPayload { user { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.MuteUserDocument,
    "\n  mutation UnmuteUser($input: UnmuteUserInput!) {\n    unmuteUser(input: $input) { __typename ... on UnmuteUserPayload { user { viewerHasMuted } } }\n  }\n": typeof types.UnmuteUserDocument,
    "\n  mutation SetConversationMuted($input: SetConversationMutedInput!) {\n    setConversationMuted(input: $input) {\n      __typename\n      ... on SetConversationMutedPayload { conversation { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.SetConversationMutedDocument,
    "\n  query SafetyLists {\n    blockedAccounts(first: 10) { edges { node { username viewerHasBlocked } } }\n    mutedAccounts(first: 10) { edges { node { username viewerHasMuted } } }\n  }\n": typeof types.SafetyListsDocument,
    "\n  query WhatOneSees($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $ownPostId: ID!) {\n    user(id: $userId) { username viewerHasBlocked posts(first: 5) { totalCount edges { node { databaseId } } } }\n    byName: user(username: $username) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId }\n    own: post(id: $ownPostId) { comments(first: 10) { edges { node { body } } } likers(first: 10) { edges { node { username } } } }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"blocktest\", first: 10) { edges { node { databaseId } } }\n    explore(first: 20) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n    notifications(first: 20) { totalCount unreadCount edges { node { kind actor { username } } } }\n    notificationGroups(first: 20) { totalCount unreadCount }\n  }\n": typeof types.WhatOneSeesDocument,
    "\n  mutation SafetyFollow($input: FollowUserInput!) {\n    followUser(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyFollowDocument,
    "\n  mutation SafetyLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyLikeDocument,
    "\n  mutation SafetyUnlike($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyUnlikeDocument,
    "\n  mutation SafetyUnsave($input: UnsavePostInput!) {\n    unsavePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyUnsaveDocument,
    "\n  mutation SafetyCommentEdit($input: UpdateCommentInput!) {\n    updateComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyCommentEditDocument,
    "\n  mutation SafetyComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyCommentDocument,
    "\n  mutation SafetyMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code message } }\n  }\n": typeof types.SafetyMessageDocument,
    "\n  query SafetyChatList {\n    viewer { conversations(first: 10) { edges { node { id viewerHasMuted partner { username } messages(last: 10) { edges { node { text } } } } } } unreadMessageCount }\n  }\n": typeof types.SafetyChatListDocument,
    "\n  query CountsAndLists($postId: ID!, $userId: ID!) {\n    post(id: $postId) {\n      likeCount\n      commentCount\n      likers(first: 50) { totalCount edges { node { username } } }\n      comments(first: 50) { totalCount edges { node { body } } }\n    }\n    user(id: $userId) {\n      followerCount\n      followingCount\n      followers(first: 50) { totalCount edges { node { username } } }\n      following(first: 50) { totalCount edges { node { username } } }\n    }\n  }\n": typeof types.CountsAndListsDocument,
    "\n  query ViewerSessions {\n    viewer {\n      signInNotices\n      sessions { id browser system signedInAt lastSeenAt expiresAt current }\n    }\n  }\n": typeof types.ViewerSessionsDocument,
    "\n  query OthersSessions($username: String!) {\n    user(username: $username) { sessions { id } signInNotices }\n  }\n": typeof types.OthersSessionsDocument,
    "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      __typename\n      ... on EndSessionPayload { endedSessionId }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      __typename\n      ... on EndOtherSessionsPayload { endedCount }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation UpdateSignInNotices($input: UpdateSignInNoticesInput!) {\n    updateSignInNotices(input: $input) { viewer { signInNotices } }\n  }\n": typeof types.UpdateSignInNoticesDocument,
    "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          images { id position url width height altText }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation LikePost($input: LikePostInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on LikePostPayload { post { likeCount viewerHasLiked } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UnlikePostPayload { post { likeCount viewerHasLiked } } }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation SavePost($input: SavePostInput!) {\n    savePost(input: $input) { __typename ... on SavePostPayload { post { viewerHasSaved } } }\n  }\n": typeof types.SavePostDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  mutation FollowUser($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } } }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { id kind message read actor { username } post { id } } } }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query PostById($id: ID!) {\n    post(id: $id) { id databaseId caption author { username } comments(first: 5) { edges { node { body } } } }\n  }\n": typeof types.PostByIdDocument,
    "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n": typeof types.ClearNotificationsDocument,
    "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n": typeof types.SearchUsersDocument,
    "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n": typeof types.SuggestedPeopleDocument,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n": typeof types.NotificationAddedDocument,
    "\n  subscription PostAdded { postAdded { caption author { username } } }\n": typeof types.PostAddedDocument,
    "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n": typeof types.NotificationRemovedDocument,
    "\n  subscription UserCountsChanged($userId: ID!) { userCountsChanged(userId: $userId) { username postCount followerCount followingCount } }\n": typeof types.UserCountsChangedDocument,
    "\n  mutation UpdateTurnSetting($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds turnSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": typeof types.UpdateTurnSettingDocument,
    "\n  mutation InviteWithTurn($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id turnSeconds turnSecondsAskedBy { username } } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.InviteWithTurnDocument,
    "\n  mutation AcceptWithTurn($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { game { id turnSeconds turnSecondsAskedBy turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.AcceptWithTurnDocument,
    "\n  mutation ExtendTurn($input: ExtendTurnInput!) {\n    extendTurn(input: $input) {\n      __typename\n      ... on ExtendTurnPayload { game { turnDeadline viewerTurnExtensionsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ExtendTurnDocument,
    "\n  query TurnClock($id: ID!) {\n    game(id: $id) { status turnDeadline turnSeconds turnSecondsAskedBy viewerTurnExtensionsLeft }\n  }\n": typeof types.TurnClockDocument,
    "\n  subscription TurnExtendedUpdates($gameId: ID!) {\n    gameUpdated(gameId: $gameId) { kind extendedBy game { turnDeadline } }\n  }\n": typeof types.TurnExtendedUpdatesDocument,
    "\n  mutation LogInTwoStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on UserError { code message }\n      ... on SecondFactorRequired { challenge expiresAt factors }\n    }\n  }\n": typeof types.LogInTwoStepDocument,
    "\n  mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.CompleteSecondFactorDocument,
    "\n  mutation StartTotpEnrolment($input: StartTotpEnrolmentInput!) {\n    startTotpEnrolment(input: $input) {\n      __typename\n      ... on StartTotpEnrolmentPayload { secret otpauthUri }\n      ... on UserError { code }\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      __typename\n      ... on ConfirmTotpEnrolmentPayload { recoveryCodes viewer { twoStepSignIn { totpEnabled recoveryCodesLeft } } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) {\n      __typename\n      ... on DisableTotpPayload { viewer { twoStepSignIn { totpEnabled } } }\n      ... on UserError { code }\n    }\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      __typename\n      ... on RegenerateRecoveryCodesPayload { recoveryCodes }\n      ... on UserError { code }\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  query ViewerTwoStep {\n    viewer { username twoStepSignIn { totpEnabled recoveryCodesLeft } }\n  }\n": typeof types.ViewerTwoStepDocument,
    "\n  fragment Refusal on UserError {\n    code\n    message\n    ... on ValidationError { fieldErrors { field code message } }\n  }\n": typeof types.RefusalFragmentDoc,
    "\n  mutation RefusedPostEdit($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedPostEditDocument,
    "\n  mutation RefusedProfileEdit($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedProfileEditDocument,
    "\n  mutation RefusedMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedMessageDocument,
    "\n  mutation RefusedTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedTypingDocument,
    "\n  mutation RefusedMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedMoveDocument,
    "\n  mutation RefusedFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": typeof types.RefusedFollowDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      __typename\n      ... on UpdateCommentPayload { comment { id body editedAt viewerCanEdit } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n  mutation RenameMe($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { name username } }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": typeof types.RenameMeDocument,
    "\n  query WhoAmI {\n    viewer { username name }\n  }\n": typeof types.WhoAmIDocument,
    "\n  query AddressState {\n    viewer { email emailVerified pendingEmail }\n  }\n": typeof types.AddressStateDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SendVerificationEmailPayload { email }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailPayload { email changed user { username email emailVerified } }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on ChangeEmailPayload { pendingEmail }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetPayload { accepted }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordPayload { username }\n      ... on UserError { code message }\n    }\n  }\n": typeof types.ResetPasswordDocument,
};
const documents: Documents = {
    "\n  mutation CreateAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      __typename\n      ... on CreatePersonalAccessTokenPayload {\n        token\n        personalAccessToken { id databaseId name scope expiresAt lastUsedAt }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      __typename\n      ... on RevokePersonalAccessTokenPayload { revokedPersonalAccessTokenId }\n      ... on UserError { code }\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  query ListAccessTokens($first: Int, $after: String) {\n    personalAccessTokens(first: $first, after: $after) {\n      totalCount\n      edges { node { id name scope lastUsedAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ListAccessTokensDocument,
    "\n  query ViewerName {\n    viewer { username }\n  }\n": types.ViewerNameDocument,
    "\n  mutation EditBio($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio } }\n    }\n  }\n": types.EditBioDocument,
    "\n  mutation LogOutNow {\n    logOut { tokenRevoked }\n  }\n": types.LogOutNowDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountPayload { deletedUserId }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      __typename\n      ... on RequestDataExportPayload { dataExport { id status } }\n      ... on UserError { code message }\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query DataExportStatus {\n    dataExport { id status itemsDone itemsTotal progress byteSize expiresAt downloadUrl }\n  }\n": types.DataExportStatusDocument,
    "\n  query DataExportNode($id: ID!) {\n    node(id: $id) { __typename ... on DataExport { status downloadUrl } }\n  }\n": types.DataExportNodeDocument,
    "\n  query PartnerConversations {\n    viewer {\n      conversations(first: 10) {\n        edges {\n          node {\n            partner { id databaseId name username deleted }\n            messages(last: 10) { edges { node { text fromViewer sender { databaseId deleted } } } }\n          }\n        }\n      }\n    }\n  }\n": types.PartnerConversationsDocument,
    "\n  query PersonLookup($id: ID!) {\n    node(id: $id) { __typename }\n    user(id: $id) { username }\n  }\n": types.PersonLookupDocument,
    "\n  query SearchPeople($query: String!) {\n    searchUsers(query: $query, first: 20) { databaseId }\n  }\n": types.SearchPeopleDocument,
    "\n  mutation SendMessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code } }\n  }\n": types.SendMessageToDocument,
    "\n  query AppealNotices {\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          message\n          appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n        }\n      }\n    }\n  }\n": types.AppealNoticesDocument,
    "\n  mutation AppealModerationAction($input: AppealModerationActionInput!) {\n    appealModerationAction(input: $input) {\n      __typename\n      ... on AppealModerationActionPayload {\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": types.AppealModerationActionDocument,
    "\n  mutation AppealSuspension($input: AppealSuspensionInput!) {\n    appealSuspension(input: $input) {\n      __typename\n      ... on AppealSuspensionPayload {\n        decisionByMail\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": types.AppealSuspensionDocument,
    "\n  mutation SuspendedLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AccountSuspendedError {\n        suspensionReason\n        appealStanding { appealableUntil appeal { status decisionNote } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": types.SuspendedLogInDocument,
    "\n  query OpenAppeals {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openAppeals(first: 50) {\n          edges {\n            node {\n              appeal { databaseId text status }\n              appellant { username suspendedAt }\n              action { kind reason excerpt subject accountUsername moderatorUsername }\n            }\n          }\n        }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason excerpt } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": types.OpenAppealsDocument,
    "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      __typename\n      ... on DecideAppealPayload { appeal { status decisionNote decidedAt } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": types.DecideAppealDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SessionPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        code\n        message\n        fieldErrors { field code message }\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { databaseId username } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n": types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload {\n        sentMessage { id databaseId text fromViewer read deleted sender { username } receiver { username } }\n        messageEdge { cursor node { id } }\n        conversation { id unreadCount partner { username } lastMessage { text } }\n        conversationEdge { cursor node { id } }\n      }\n      ... on ValidationError { code message fieldErrors { field code message } }\n      ... on NotFoundError { code message }\n    }\n  }\n": types.SendMessageDocument,
    "\n  query ChatList($first: Int, $after: String) {\n    viewer {\n      unreadMessageCount\n      conversations(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            unreadCount\n            lastMessageAt\n            partner { username online }\n            lastMessage { text fromViewer deleted sender { username } }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.ChatListDocument,
    "\n  query ConversationMessages($id: ID!, $last: Int, $before: String, $first: Int, $after: String) {\n    node(id: $id) {\n      ... on Conversation {\n        partner { username }\n        messages(last: $last, before: $before, first: $first, after: $after) {\n          edges { cursor node { id text fromViewer read deleted createdAt } }\n          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n        }\n      }\n    }\n  }\n": types.ConversationMessagesDocument,
    "\n  query MessageNode($id: ID!) {\n    node(id: $id) { ... on Message { text sender { username } } }\n  }\n": types.MessageNodeDocument,
    "\n  query ConversationWithUser($id: ID!) {\n    user(id: $id) {\n      username\n      online\n      conversationWithViewer { id unreadCount lastMessage { text } }\n    }\n  }\n": types.ConversationWithUserDocument,
    "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadPayload { unreadMessageCount conversation { id unreadCount } }\n      ... on NotFoundError { code message }\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessagePayload { deletedMessage { id text deleted } conversation { lastMessage { deleted text } } }\n      ... on ForbiddenError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  mutation SetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingPayload { typing }\n      ... on ValidationError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n": types.SetTypingDocument,
    "\n  query ActiveFriends {\n    viewer { activeFriends { username online } }\n  }\n": types.ActiveFriendsDocument,
    "\n  subscription MessageAdded($after: ID) {\n    messageAdded(after: $after) { id text fromViewer sender { username } conversation { unreadCount } }\n  }\n": types.MessageAddedDocument,
    "\n  subscription ConversationUpdated {\n    conversationUpdated { kind actor { username } message { text deleted read } conversation { unreadCount } }\n  }\n": types.ConversationUpdatedDocument,
    "\n  subscription FriendPresenceChanged {\n    friendPresenceChanged { online user { username } }\n  }\n": types.FriendPresenceChangedDocument,
    "\n  subscription TypingIndicator {\n    typingIndicator { typing user { username } }\n  }\n": types.TypingIndicatorDocument,
    "\n  query TagPosts($name: String!, $first: Int, $after: String) {\n    tag(name: $name) {\n      name\n      postCount\n      morePosts\n      posts(first: $first, after: $after) {\n        totalCount\n        edges { node { caption tags author { username } } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.TagPostsDocument,
    "\n  query SearchPosts($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      totalCount\n      moreMatches\n      edges { cursor node { caption tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.SearchPostsDocument,
    "\n  query SearchPostsPage($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.SearchPostsPageDocument,
    "\n  query Explore($first: Int, $after: String) {\n    explore(first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ExploreDocument,
    "\n  query GameBoard($id: ID!) {\n    game(id: $id) {\n      id\n      cells\n      status\n      turn\n      turnDeadline\n      turnMillisecondsLeft\n      turnSeconds\n      winner\n      endReason\n      winningLine\n      viewerTeam\n      opponentOnline\n      moveCount\n      team1Player { username }\n      team2Player { username }\n      winnerPlayer { username }\n      moves { ply cell mark team player { username } }\n      rematch { id }\n      rematchOffer { id inviter { username } }\n      latestRematchOffer { status sentByViewer }\n    }\n  }\n": types.GameBoardDocument,
    "\n  query Lobby($scope: LeaderboardScope, $first: Int, $after: String) {\n    viewer {\n      activeFriends { username }\n      gameInvitationsReceived { id status inviter { username } invitee { username } millisecondsLeft sentByViewer }\n      gameInvitationsSent { id invitee { username } }\n      currentGame { id turn }\n      gameRecord { wins draws losses gamesPlayed }\n    }\n    leaderboard(scope: $scope, first: $first, after: $after) {\n      edges { cursor node { user { username } wins draws losses gamesPlayed } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.LobbyDocument,
    "\n  mutation InviteToGame($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id status expiresAt inviter { username } invitee { username } } }\n      ... on UserError { code message }\n    }\n  }\n": types.InviteToGameDocument,
    "\n  mutation AcceptGameInvitation($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { invitation { status } game { id turn viewerTeam team1Player { username } team2Player { username } turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": types.AcceptGameInvitationDocument,
    "\n  mutation RejectGameInvitation($input: RejectGameInvitationInput!) {\n    rejectGameInvitation(input: $input) {\n      __typename\n      ... on RejectGameInvitationPayload { invitation { status } }\n      ... on UserError { code message }\n    }\n  }\n": types.RejectGameInvitationDocument,
    "\n  mutation PlayGameMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ... on PlayGameMovePayload { game { id cells turn status winner endReason winningLine } move { ply cell team } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n": types.PlayGameMoveDocument,
    "\n  mutation OfferRematch($input: OfferRematchInput!) {\n    offerRematch(input: $input) {\n      __typename\n      ... on OfferRematchPayload { offer { id status rematchOf { id } } rematch { id team1Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n": types.OfferRematchDocument,
    "\n  mutation AcceptRematch($input: AcceptRematchInput!) {\n    acceptRematch(input: $input) {\n      __typename\n      ... on AcceptRematchPayload { game { id turn team1Player { username } team2Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n": types.AcceptRematchDocument,
    "\n  mutation ForfeitGame($input: ForfeitGameInput!) {\n    forfeitGame(input: $input) {\n      __typename\n      ... on ForfeitGamePayload { game { status winner endReason } }\n      ... on UserError { code message }\n    }\n  }\n": types.ForfeitGameDocument,
    "\n  subscription GameInvitationUpdated {\n    gameInvitationUpdated {\n      kind\n      message\n      invitation { id status inviter { username } invitee { username } game { id } }\n    }\n  }\n": types.GameInvitationUpdatedDocument,
    "\n  subscription GameUpdated($gameId: ID!) {\n    gameUpdated(gameId: $gameId) {\n      kind\n      game { cells turn status winner endReason turnMillisecondsLeft opponentOnline rematchOffer { id } }\n      move { ply cell team player { username } }\n      rematchOffer { id inviter { username } }\n      rematch { id team1Player { username } }\n    }\n  }\n": types.GameUpdatedDocument,
    "\n  mutation InviteWithTurnLength($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id answerSeconds turnSeconds createdAt expiresAt invitee { invitationAnswerSeconds } } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": types.InviteWithTurnLengthDocument,
    "\n  mutation UpdateGameSettings($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": types.UpdateGameSettingsDocument,
    "\n  query GameTimingChoices {\n    gameTimingChoices { answerSeconds standardAnswerSeconds turnSeconds standardTurnSeconds }\n  }\n": types.GameTimingChoicesDocument,
    "\n  mutation WithdrawRematchOffer($input: WithdrawRematchOfferInput!) {\n    withdrawRematchOffer(input: $input) {\n      __typename\n      ... on WithdrawRematchOfferPayload { offer { id status } }\n      ... on UserError { code message }\n    }\n  }\n": types.WithdrawRematchOfferDocument,
    "\n  query InvitationNotifications {\n    notifications(first: 10) {\n      unreadCount\n      edges { node { id kind message read invitation { id status turnSeconds answerSeconds rematchOf { id } } } }\n    }\n  }\n": types.InvitationNotificationsDocument,
    "\n  subscription NotificationUpdated {\n    notificationUpdated {\n      unreadCount\n      notification { id kind read invitation { id status } }\n    }\n  }\n": types.NotificationUpdatedDocument,
    "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      __typename\n      ... on ReportPayload { report { subject reason details status } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": types.ReportDocument,
    "\n  query ModerationDesk {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: 50) {\n          edges {\n            node {\n              subject\n              subjectId\n              excerpt\n              context\n              contentExists\n              account { userId username suspendedAt }\n              post { databaseId caption }\n              reports { reason details reporterUsername }\n            }\n          }\n        }\n        suspendedAccounts(first: 50) { edges { node { userId username suspensionReason } } }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n": types.ModerationDeskDocument,
    "\n  query ModerationLog {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        log(first: 50) {\n          edges {\n            node {\n              databaseId\n              kind\n              moderatorUsername\n              accountUsername\n              moderator { username usernameThen deleted }\n              account { username usernameThen deleted }\n              subject\n              closedReports\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ModerationLogDocument,
    "\n  query ModerationPages($first: Int, $casesAfter: String, $logAfter: String, $suspendedAfter: String) {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: $first, after: $casesAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { subjectId reports { reporterUsername } } }\n        }\n        log(first: $first, after: $logAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { databaseId } }\n        }\n        suspendedAccounts(first: $first, after: $suspendedAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { userId } }\n        }\n      }\n      ... on UserError { code message }\n    }\n  }\n": types.ModerationPagesDocument,
    "\n  mutation DismissReports($input: DismissReportsInput!) {\n    dismissReports(input: $input) {\n      __typename\n      ... on DismissReportsPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n": types.DismissReportsDocument,
    "\n  mutation RemoveReportedContent($input: RemoveReportedContentInput!) {\n    removeReportedContent(input: $input) {\n      __typename\n      ... on RemoveReportedContentPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n": types.RemoveReportedContentDocument,
    "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      __typename\n      ... on SuspendAccountPayload { account { username suspendedAt suspensionReason } }\n      ... on UserError { code message }\n    }\n  }\n": types.SuspendAccountDocument,
    "\n  mutation LiftSuspension($input: LiftSuspensionInput!) {\n    liftSuspension(input: $input) {\n      __typename\n      ... on LiftSuspensionPayload { account { username suspendedAt } }\n      ... on UserError { code message }\n    }\n  }\n": types.LiftSuspensionDocument,
    "\n  query ReportOutcomes {\n    notifications(first: 20) { edges { node { kind reportStatus message actor { username } } } }\n  }\n": types.ReportOutcomesDocument,
    "\n  query SeenByOthers($userId: ID!, $username: String!, $postId: ID!, $commentPostId: ID!) {\n    user(id: $userId) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postId) { __typename }\n    commented: post(id: $commentPostId) { comments(first: 10) { edges { node { body author { username } } } } }\n    feed(first: 10) { edges { node { databaseId } } }\n    searchUsers(query: $username, first: 10) { username }\n  }\n": types.SeenByOthersDocument,
    "\n  mutation ModerationLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on UserError { code message }\n      ... on AccountSuspendedError { suspensionReason suspendedSince }\n    }\n  }\n": types.ModerationLogInDocument,
    "\n  mutation UpdateContactSettings($input: UpdateContactSettingsInput!) {\n    updateContactSettings(input: $input) {\n      __typename\n      ... on UpdateContactSettingsPayload { viewer { messagesFrom invitationsFrom } }\n      ... on UserError { code message }\n    }\n  }\n": types.UpdateContactSettingsDocument,
    "\n  query ContactSettingsOf($id: ID!) {\n    viewer { messagesFrom invitationsFrom isModerator }\n    user(id: $id) { messagesFrom invitationsFrom isModerator }\n  }\n": types.ContactSettingsOfDocument,
    "\n  mutation MessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n": types.MessageToDocument,
    "\n  mutation InviteTo($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n": types.InviteToDocument,
    "\n  query MessagingWith($id: ID!) {\n    user(id: $id) { viewerCanMessage viewerMessageRefusal }\n  }\n": types.MessagingWithDocument,
    "\n  query NotificationGroups($first: Int, $after: String, $unreadOnly: Boolean) {\n    notificationGroups(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      unreadCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id kind message actorCount read latestAt post { id } latestActors { username } latestNotification { id post { id } } } }\n    }\n  }\n": types.NotificationGroupsDocument,
    "\n  query NotificationGroupNames {\n    notificationGroups(first: 1) { edges { node { notifications(first: 10) { edges { node { actor { username } } } } } } }\n  }\n": types.NotificationGroupNamesDocument,
    "\n  subscription NotificationGroupChanged {\n    notificationGroupChanged { groupId grew unreadCount group { id message actorCount read } }\n  }\n": types.NotificationGroupChangedDocument,
    "\n  subscription OpenerSuggestions($prompt: String!) {\n    openerSuggestions(prompt: $prompt) {\n      __typename\n      ... on OpenerSuggestionsProgress {\n        suggestions\n      }\n      ... on OpenerSuggestionsReady {\n        suggestions\n        source\n      }\n      ... on OpenerSuggestionsFailed {\n        code\n        reason\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n": types.OpenerSuggestionsDocument,
    "\n  mutation StartPasskeyRegistration($input: StartPasskeyRegistrationInput!) {\n    startPasskeyRegistration(input: $input) {\n      __typename\n      ... on StartPasskeyRegistrationPayload { options }\n      ... on UserError { code }\n    }\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      __typename\n      ... on FinishPasskeyRegistrationPayload { passkey { id name lastUsedAt } viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      __typename\n      ... on RenamePasskeyPayload { passkey { id name } }\n      ... on UserError { code }\n    }\n  }\n": types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      __typename\n      ... on RemovePasskeyPayload { removedPasskeyId viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      __typename\n      ... on StartPasskeySignInPayload { options }\n    }\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation FinishPasskeySignIn($input: FinishPasskeySignInInput!) {\n    finishPasskeySignIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code }\n    }\n  }\n": types.FinishPasskeySignInDocument,
    "\n  query UserPasskeys($username: String!) {\n    user(username: $username) { passkeys { id name synced lastUsedAt } }\n  }\n": types.UserPasskeysDocument,
    "\n  mutation LogInWithPasskeyStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on SecondFactorRequired { challenge factors passkeyOptions }\n    }\n  }\n": types.LogInWithPasskeyStepDocument,
    "\n  mutation CreateWithImages($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id databaseId image { url } images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code message } }\n    }\n  }\n": types.CreateWithImagesDocument,
    "\n  mutation EditImages($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { caption images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n": types.EditImagesDocument,
    "\n  query PostImages($id: ID!) {\n    post(id: $id) { images { id position url width height altText } }\n  }\n": types.PostImagesDocument,
    "mutation DeleteWithImages($input: DeletePostInput!) { deletePost(input: $input) { __typename } }": types.DeleteWithImagesDocument,
    "\n  subscription CommentAdded($postId: ID!) { commentAdded(postId: $postId) { body author { username } } }\n": types.CommentAddedDocument,
    "\n  subscription CommentUpdated($postId: ID!) { commentUpdated(postId: $postId) { body } }\n": types.CommentUpdatedDocument,
    "\n  subscription CommentRemoved($postId: ID!) { commentRemoved(postId: $postId) { commentId postId } }\n": types.CommentRemovedDocument,
    "\n  subscription PostUpdated($id: ID!) { postUpdated(id: $id) { caption likeCount commentCount } }\n": types.PostUpdatedDocument,
    "\n  subscription PostRemoved($id: ID!) { postRemoved(id: $id) { postId } }\n": types.PostRemovedDocument,
    "\n  mutation MakePrivate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfilePayload { user { isPrivate } } ... on UserError { code message } }\n  }\n": types.MakePrivateDocument,
    "\n  mutation AskToFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing viewerHasRequestedToFollow viewerCanSeePosts } }\n      ... on UserError { code message }\n    }\n  }\n": types.AskToFollowDocument,
    "\n  mutation WithdrawRequest($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { viewerHasRequestedToFollow } } }\n  }\n": types.WithdrawRequestDocument,
    "\n  mutation ApproveRequest($input: ApproveFollowRequestInput!) {\n    approveFollowRequest(input: $input) {\n      __typename\n      ... on ApproveFollowRequestPayload { user { username viewerIsFollowing } viewer { followerCount } }\n      ... on UserError { code message }\n    }\n  }\n": types.ApproveRequestDocument,
    "\n  mutation DeclineRequest($input: DeclineFollowRequestInput!) {\n    declineFollowRequest(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.DeclineRequestDocument,
    "\n  query PendingRequests {\n    followRequests(first: 10) { totalCount edges { node { username } } }\n    notifications(first: 10) { edges { node { kind message actor { username } } } }\n    notificationGroups(first: 10) { edges { node { kind message } } }\n  }\n": types.PendingRequestsDocument,
    "\n  query WhatOneReads($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $tag: String!) {\n    user(id: $userId) {\n      username isPrivate viewerCanSeePosts viewerHasRequestedToFollow postCount followerCount followingCount\n      posts(first: 5) { edges { node { databaseId } } }\n      followers(first: 5) { edges { node { username } } }\n      following(first: 5) { edges { node { username } } }\n    }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId likers(first: 5) { edges { node { username } } } comments(first: 5) { edges { node { body } } } }\n    privatePostAuthor(postId: $postId) { username }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"privatetest\", first: 10) { edges { node { databaseId } } }\n    tag(name: $tag) { posts(first: 10) { edges { node { databaseId } } } }\n    explore(first: 50) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n  }\n": types.WhatOneReadsDocument,
    "\n  mutation PrivateLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.PrivateLikeDocument,
    "\n  mutation PrivateComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.PrivateCommentDocument,
    "\n  subscription PrivateCommentAdded($postId: ID!) { commentAdded(postId: $postId) { body } }\n": types.PrivateCommentAddedDocument,
    "\n  fragment PeoplePage on UserConnection {\n    totalCount\n    edges { cursor node { username } }\n    pageInfo { hasNextPage endCursor }\n  }\n": types.PeoplePageFragmentDoc,
    "\n  query Followers($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { followers(first: $first, after: $after) { ...PeoplePage } }\n  }\n": types.FollowersDocument,
    "\n  query Following($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { following(first: $first, after: $after) { ...PeoplePage } }\n  }\n": types.FollowingDocument,
    "\n  query Likers($id: ID!, $first: Int, $after: String) {\n    post(id: $id) { likeCount likers(first: $first, after: $after) { ...PeoplePage } }\n  }\n": types.LikersDocument,
    "\n  query ProfileWithFollowers($id: ID!, $first: Int, $after: String) {\n    viewer { username }\n    user(id: $id) {\n      username\n      following(first: 1) { totalCount }\n      followers(first: $first, after: $after) { totalCount }\n    }\n  }\n": types.ProfileWithFollowersDocument,
    "\n  query FollowersOfFollowers($id: ID!, $first: Int) {\n    user(id: $id) {\n      followers(first: $first) {\n        edges {\n          node {\n            username\n            followers(first: 5) { totalCount edges { node { username } } }\n            following(first: 5) { totalCount edges { node { username } } }\n          }\n        }\n      }\n    }\n  }\n": types.FollowersOfFollowersDocument,
    "\n  query PostsWithLikers($id: ID!, $first: Int) {\n    user(id: $id) {\n      posts(first: $first) {\n        edges { node { caption likers(first: 3) { totalCount edges { node { username } } } } }\n      }\n    }\n  }\n": types.PostsWithLikersDocument,
    "\n  query ListTotals($id: ID!) {\n    user(id: $id) {\n      posts(first: 1) { totalCount edges { node { comments(first: 1) { totalCount } } } }\n      savedPosts(first: 1) { totalCount }\n      conversations(first: 1) { totalCount edges { node { messages(last: 1) { totalCount } } } }\n    }\n  }\n": types.ListTotalsDocument,
    "\n  query NotificationList($unreadOnly: Boolean, $first: Int, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      edges { node { message read } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.NotificationListDocument,
    "\n  query UserById($id: ID!) {\n    user(id: $id) { id databaseId username }\n  }\n": types.UserByIdDocument,
    "\n  mutation FollowAndReadFollowers($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing followers(first: 5) { totalCount edges { node { username viewerIsFollowing } } } } }\n    }\n  }\n": types.FollowAndReadFollowersDocument,
    "\n  query NodeFollowers($id: ID!) {\n    node(id: $id) {\n      ... on User { viewerIsFollowing followers(first: 5) { totalCount edges { node { username } } } }\n      ... on Post { viewerHasLiked likers(first: 5) { totalCount edges { node { username } } } }\n    }\n  }\n": types.NodeFollowersDocument,
    "\n  mutation BlockUser($input: BlockUserInput!) {\n    blockUser(input: $input) {\n      __typename\n      ... on BlockUserPayload { user { username viewerHasBlocked viewerIsFollowing } }\n      ... on UserError { code message }\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($input: UnblockUserInput!) {\n    unblockUser(input: $input) { __typename ... on UnblockUserPayload { user { viewerHasBlocked } } }\n  }\n": types.UnblockUserDocument,
    "\n  mutation MuteUser($input: MuteUserInput!) {\n    muteUser(input: $input) {\n      __typename\n      ... on MuteUserPayload { user { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n": types.MuteUserDocument,
    "\n  mutation UnmuteUser($input: UnmuteUserInput!) {\n    unmuteUser(input: $input) { __typename ... on UnmuteUserPayload { user { viewerHasMuted } } }\n  }\n": types.UnmuteUserDocument,
    "\n  mutation SetConversationMuted($input: SetConversationMutedInput!) {\n    setConversationMuted(input: $input) {\n      __typename\n      ... on SetConversationMutedPayload { conversation { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n": types.SetConversationMutedDocument,
    "\n  query SafetyLists {\n    blockedAccounts(first: 10) { edges { node { username viewerHasBlocked } } }\n    mutedAccounts(first: 10) { edges { node { username viewerHasMuted } } }\n  }\n": types.SafetyListsDocument,
    "\n  query WhatOneSees($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $ownPostId: ID!) {\n    user(id: $userId) { username viewerHasBlocked posts(first: 5) { totalCount edges { node { databaseId } } } }\n    byName: user(username: $username) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId }\n    own: post(id: $ownPostId) { comments(first: 10) { edges { node { body } } } likers(first: 10) { edges { node { username } } } }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"blocktest\", first: 10) { edges { node { databaseId } } }\n    explore(first: 20) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n    notifications(first: 20) { totalCount unreadCount edges { node { kind actor { username } } } }\n    notificationGroups(first: 20) { totalCount unreadCount }\n  }\n": types.WhatOneSeesDocument,
    "\n  mutation SafetyFollow($input: FollowUserInput!) {\n    followUser(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyFollowDocument,
    "\n  mutation SafetyLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyLikeDocument,
    "\n  mutation SafetyUnlike($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyUnlikeDocument,
    "\n  mutation SafetyUnsave($input: UnsavePostInput!) {\n    unsavePost(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyUnsaveDocument,
    "\n  mutation SafetyCommentEdit($input: UpdateCommentInput!) {\n    updateComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyCommentEditDocument,
    "\n  mutation SafetyComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyCommentDocument,
    "\n  mutation SafetyMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code message } }\n  }\n": types.SafetyMessageDocument,
    "\n  query SafetyChatList {\n    viewer { conversations(first: 10) { edges { node { id viewerHasMuted partner { username } messages(last: 10) { edges { node { text } } } } } } unreadMessageCount }\n  }\n": types.SafetyChatListDocument,
    "\n  query CountsAndLists($postId: ID!, $userId: ID!) {\n    post(id: $postId) {\n      likeCount\n      commentCount\n      likers(first: 50) { totalCount edges { node { username } } }\n      comments(first: 50) { totalCount edges { node { body } } }\n    }\n    user(id: $userId) {\n      followerCount\n      followingCount\n      followers(first: 50) { totalCount edges { node { username } } }\n      following(first: 50) { totalCount edges { node { username } } }\n    }\n  }\n": types.CountsAndListsDocument,
    "\n  query ViewerSessions {\n    viewer {\n      signInNotices\n      sessions { id browser system signedInAt lastSeenAt expiresAt current }\n    }\n  }\n": types.ViewerSessionsDocument,
    "\n  query OthersSessions($username: String!) {\n    user(username: $username) { sessions { id } signInNotices }\n  }\n": types.OthersSessionsDocument,
    "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      __typename\n      ... on EndSessionPayload { endedSessionId }\n      ... on UserError { code message }\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      __typename\n      ... on EndOtherSessionsPayload { endedCount }\n      ... on UserError { code message }\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation UpdateSignInNotices($input: UpdateSignInNoticesInput!) {\n    updateSignInNotices(input: $input) { viewer { signInNotices } }\n  }\n": types.UpdateSignInNoticesDocument,
    "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          images { id position url width height altText }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on UserError { code message }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on UserError { code message }\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation LikePost($input: LikePostInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on LikePostPayload { post { likeCount viewerHasLiked } }\n      ... on UserError { code message }\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UnlikePostPayload { post { likeCount viewerHasLiked } } }\n  }\n": types.UnlikePostDocument,
    "\n  mutation SavePost($input: SavePostInput!) {\n    savePost(input: $input) { __typename ... on SavePostPayload { post { viewerHasSaved } } }\n  }\n": types.SavePostDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  mutation FollowUser($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on UserError { code message }\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } } }\n  }\n": types.UnfollowUserDocument,
    "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { id kind message read actor { username } post { id } } } }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }\n": types.MarkNotificationsReadDocument,
    "\n  query PostById($id: ID!) {\n    post(id: $id) { id databaseId caption author { username } comments(first: 5) { edges { node { body } } } }\n  }\n": types.PostByIdDocument,
    "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n": types.ClearNotificationsDocument,
    "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n": types.SearchUsersDocument,
    "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n": types.SuggestedPeopleDocument,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n": types.ProfileDocument,
    "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n": types.NotificationAddedDocument,
    "\n  subscription PostAdded { postAdded { caption author { username } } }\n": types.PostAddedDocument,
    "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n": types.NotificationRemovedDocument,
    "\n  subscription UserCountsChanged($userId: ID!) { userCountsChanged(userId: $userId) { username postCount followerCount followingCount } }\n": types.UserCountsChangedDocument,
    "\n  mutation UpdateTurnSetting($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds turnSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": types.UpdateTurnSettingDocument,
    "\n  mutation InviteWithTurn($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id turnSeconds turnSecondsAskedBy { username } } }\n      ... on UserError { code message }\n    }\n  }\n": types.InviteWithTurnDocument,
    "\n  mutation AcceptWithTurn($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { game { id turnSeconds turnSecondsAskedBy turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": types.AcceptWithTurnDocument,
    "\n  mutation ExtendTurn($input: ExtendTurnInput!) {\n    extendTurn(input: $input) {\n      __typename\n      ... on ExtendTurnPayload { game { turnDeadline viewerTurnExtensionsLeft } }\n      ... on UserError { code message }\n    }\n  }\n": types.ExtendTurnDocument,
    "\n  query TurnClock($id: ID!) {\n    game(id: $id) { status turnDeadline turnSeconds turnSecondsAskedBy viewerTurnExtensionsLeft }\n  }\n": types.TurnClockDocument,
    "\n  subscription TurnExtendedUpdates($gameId: ID!) {\n    gameUpdated(gameId: $gameId) { kind extendedBy game { turnDeadline } }\n  }\n": types.TurnExtendedUpdatesDocument,
    "\n  mutation LogInTwoStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on UserError { code message }\n      ... on SecondFactorRequired { challenge expiresAt factors }\n    }\n  }\n": types.LogInTwoStepDocument,
    "\n  mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code message }\n    }\n  }\n": types.CompleteSecondFactorDocument,
    "\n  mutation StartTotpEnrolment($input: StartTotpEnrolmentInput!) {\n    startTotpEnrolment(input: $input) {\n      __typename\n      ... on StartTotpEnrolmentPayload { secret otpauthUri }\n      ... on UserError { code }\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      __typename\n      ... on ConfirmTotpEnrolmentPayload { recoveryCodes viewer { twoStepSignIn { totpEnabled recoveryCodesLeft } } }\n      ... on UserError { code }\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) {\n      __typename\n      ... on DisableTotpPayload { viewer { twoStepSignIn { totpEnabled } } }\n      ... on UserError { code }\n    }\n  }\n": types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      __typename\n      ... on RegenerateRecoveryCodesPayload { recoveryCodes }\n      ... on UserError { code }\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  query ViewerTwoStep {\n    viewer { username twoStepSignIn { totpEnabled recoveryCodesLeft } }\n  }\n": types.ViewerTwoStepDocument,
    "\n  fragment Refusal on UserError {\n    code\n    message\n    ... on ValidationError { fieldErrors { field code message } }\n  }\n": types.RefusalFragmentDoc,
    "\n  mutation RefusedPostEdit($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedPostEditDocument,
    "\n  mutation RefusedProfileEdit($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedProfileEditDocument,
    "\n  mutation RefusedMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedMessageDocument,
    "\n  mutation RefusedTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedTypingDocument,
    "\n  mutation RefusedMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedMoveDocument,
    "\n  mutation RefusedFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n": types.RefusedFollowDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      __typename\n      ... on UpdateCommentPayload { comment { id body editedAt viewerCanEdit } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n": types.UpdateCommentDocument,
    "\n  mutation RenameMe($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { name username } }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": types.RenameMeDocument,
    "\n  query WhoAmI {\n    viewer { username name }\n  }\n": types.WhoAmIDocument,
    "\n  query AddressState {\n    viewer { email emailVerified pendingEmail }\n  }\n": types.AddressStateDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SendVerificationEmailPayload { email }\n      ... on UserError { code message }\n    }\n  }\n": types.SendVerificationEmailDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailPayload { email changed user { username email emailVerified } }\n      ... on UserError { code message }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on ChangeEmailPayload { pendingEmail }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetPayload { accepted }\n      ... on UserError { code message }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordPayload { username }\n      ... on UserError { code message }\n    }\n  }\n": types.ResetPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      __typename\n      ... on CreatePersonalAccessTokenPayload {\n        token\n        personalAccessToken { id databaseId name scope expiresAt lastUsedAt }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      __typename\n      ... on CreatePersonalAccessTokenPayload {\n        token\n        personalAccessToken { id databaseId name scope expiresAt lastUsedAt }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      __typename\n      ... on RevokePersonalAccessTokenPayload { revokedPersonalAccessTokenId }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      __typename\n      ... on RevokePersonalAccessTokenPayload { revokedPersonalAccessTokenId }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAccessTokens($first: Int, $after: String) {\n    personalAccessTokens(first: $first, after: $after) {\n      totalCount\n      edges { node { id name scope lastUsedAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ListAccessTokens($first: Int, $after: String) {\n    personalAccessTokens(first: $first, after: $after) {\n      totalCount\n      edges { node { id name scope lastUsedAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerName {\n    viewer { username }\n  }\n"): (typeof documents)["\n  query ViewerName {\n    viewer { username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditBio($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio } }\n    }\n  }\n"): (typeof documents)["\n  mutation EditBio($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOutNow {\n    logOut { tokenRevoked }\n  }\n"): (typeof documents)["\n  mutation LogOutNow {\n    logOut { tokenRevoked }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountPayload { deletedUserId }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountPayload { deletedUserId }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      __typename\n      ... on RequestDataExportPayload { dataExport { id status } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      __typename\n      ... on RequestDataExportPayload { dataExport { id status } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataExportStatus {\n    dataExport { id status itemsDone itemsTotal progress byteSize expiresAt downloadUrl }\n  }\n"): (typeof documents)["\n  query DataExportStatus {\n    dataExport { id status itemsDone itemsTotal progress byteSize expiresAt downloadUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataExportNode($id: ID!) {\n    node(id: $id) { __typename ... on DataExport { status downloadUrl } }\n  }\n"): (typeof documents)["\n  query DataExportNode($id: ID!) {\n    node(id: $id) { __typename ... on DataExport { status downloadUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerConversations {\n    viewer {\n      conversations(first: 10) {\n        edges {\n          node {\n            partner { id databaseId name username deleted }\n            messages(last: 10) { edges { node { text fromViewer sender { databaseId deleted } } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerConversations {\n    viewer {\n      conversations(first: 10) {\n        edges {\n          node {\n            partner { id databaseId name username deleted }\n            messages(last: 10) { edges { node { text fromViewer sender { databaseId deleted } } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonLookup($id: ID!) {\n    node(id: $id) { __typename }\n    user(id: $id) { username }\n  }\n"): (typeof documents)["\n  query PersonLookup($id: ID!) {\n    node(id: $id) { __typename }\n    user(id: $id) { username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPeople($query: String!) {\n    searchUsers(query: $query, first: 20) { databaseId }\n  }\n"): (typeof documents)["\n  query SearchPeople($query: String!) {\n    searchUsers(query: $query, first: 20) { databaseId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code } }\n  }\n"): (typeof documents)["\n  mutation SendMessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealNotices {\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          message\n          appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppealNotices {\n    notifications(first: 20) {\n      edges {\n        node {\n          kind\n          message\n          appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealModerationAction($input: AppealModerationActionInput!) {\n    appealModerationAction(input: $input) {\n      __typename\n      ... on AppealModerationActionPayload {\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AppealModerationAction($input: AppealModerationActionInput!) {\n    appealModerationAction(input: $input) {\n      __typename\n      ... on AppealModerationActionPayload {\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealSuspension($input: AppealSuspensionInput!) {\n    appealSuspension(input: $input) {\n      __typename\n      ... on AppealSuspensionPayload {\n        decisionByMail\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AppealSuspension($input: AppealSuspensionInput!) {\n    appealSuspension(input: $input) {\n      __typename\n      ... on AppealSuspensionPayload {\n        decisionByMail\n        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }\n      }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendedLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AccountSuspendedError {\n        suspensionReason\n        appealStanding { appealableUntil appeal { status decisionNote } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendedLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AccountSuspendedError {\n        suspensionReason\n        appealStanding { appealableUntil appeal { status decisionNote } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenAppeals {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openAppeals(first: 50) {\n          edges {\n            node {\n              appeal { databaseId text status }\n              appellant { username suspendedAt }\n              action { kind reason excerpt subject accountUsername moderatorUsername }\n            }\n          }\n        }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason excerpt } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  query OpenAppeals {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openAppeals(first: 50) {\n          edges {\n            node {\n              appeal { databaseId text status }\n              appellant { username suspendedAt }\n              action { kind reason excerpt subject accountUsername moderatorUsername }\n            }\n          }\n        }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason excerpt } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      __typename\n      ... on DecideAppealPayload { appeal { status decisionNote decidedAt } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideAppeal($input: DecideAppealInput!) {\n    decideAppeal(input: $input) {\n      __typename\n      ... on DecideAppealPayload { appeal { status decisionNote decidedAt } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SessionPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        code\n        message\n        fieldErrors { field code message }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on SessionPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        code\n        message\n        fieldErrors { field code message }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { databaseId username } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { databaseId username } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"): (typeof documents)["\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload {\n        sentMessage { id databaseId text fromViewer read deleted sender { username } receiver { username } }\n        messageEdge { cursor node { id } }\n        conversation { id unreadCount partner { username } lastMessage { text } }\n        conversationEdge { cursor node { id } }\n      }\n      ... on ValidationError { code message fieldErrors { field code message } }\n      ... on NotFoundError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on SendMessagePayload {\n        sentMessage { id databaseId text fromViewer read deleted sender { username } receiver { username } }\n        messageEdge { cursor node { id } }\n        conversation { id unreadCount partner { username } lastMessage { text } }\n        conversationEdge { cursor node { id } }\n      }\n      ... on ValidationError { code message fieldErrors { field code message } }\n      ... on NotFoundError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatList($first: Int, $after: String) {\n    viewer {\n      unreadMessageCount\n      conversations(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            unreadCount\n            lastMessageAt\n            partner { username online }\n            lastMessage { text fromViewer deleted sender { username } }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatList($first: Int, $after: String) {\n    viewer {\n      unreadMessageCount\n      conversations(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            unreadCount\n            lastMessageAt\n            partner { username online }\n            lastMessage { text fromViewer deleted sender { username } }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationMessages($id: ID!, $last: Int, $before: String, $first: Int, $after: String) {\n    node(id: $id) {\n      ... on Conversation {\n        partner { username }\n        messages(last: $last, before: $before, first: $first, after: $after) {\n          edges { cursor node { id text fromViewer read deleted createdAt } }\n          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationMessages($id: ID!, $last: Int, $before: String, $first: Int, $after: String) {\n    node(id: $id) {\n      ... on Conversation {\n        partner { username }\n        messages(last: $last, before: $before, first: $first, after: $after) {\n          edges { cursor node { id text fromViewer read deleted createdAt } }\n          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageNode($id: ID!) {\n    node(id: $id) { ... on Message { text sender { username } } }\n  }\n"): (typeof documents)["\n  query MessageNode($id: ID!) {\n    node(id: $id) { ... on Message { text sender { username } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationWithUser($id: ID!) {\n    user(id: $id) {\n      username\n      online\n      conversationWithViewer { id unreadCount lastMessage { text } }\n    }\n  }\n"): (typeof documents)["\n  query ConversationWithUser($id: ID!) {\n    user(id: $id) {\n      username\n      online\n      conversationWithViewer { id unreadCount lastMessage { text } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadPayload { unreadMessageCount conversation { id unreadCount } }\n      ... on NotFoundError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      __typename\n      ... on MarkConversationReadPayload { unreadMessageCount conversation { id unreadCount } }\n      ... on NotFoundError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessagePayload { deletedMessage { id text deleted } conversation { lastMessage { deleted text } } }\n      ... on ForbiddenError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($input: DeleteMessageInput!) {\n    deleteMessage(input: $input) {\n      __typename\n      ... on DeleteMessagePayload { deletedMessage { id text deleted } conversation { lastMessage { deleted text } } }\n      ... on ForbiddenError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingPayload { typing }\n      ... on ValidationError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ... on SetTypingPayload { typing }\n      ... on ValidationError { code message }\n      ... on NotFoundError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveFriends {\n    viewer { activeFriends { username online } }\n  }\n"): (typeof documents)["\n  query ActiveFriends {\n    viewer { activeFriends { username online } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($after: ID) {\n    messageAdded(after: $after) { id text fromViewer sender { username } conversation { unreadCount } }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($after: ID) {\n    messageAdded(after: $after) { id text fromViewer sender { username } conversation { unreadCount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationUpdated {\n    conversationUpdated { kind actor { username } message { text deleted read } conversation { unreadCount } }\n  }\n"): (typeof documents)["\n  subscription ConversationUpdated {\n    conversationUpdated { kind actor { username } message { text deleted read } conversation { unreadCount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FriendPresenceChanged {\n    friendPresenceChanged { online user { username } }\n  }\n"): (typeof documents)["\n  subscription FriendPresenceChanged {\n    friendPresenceChanged { online user { username } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TypingIndicator {\n    typingIndicator { typing user { username } }\n  }\n"): (typeof documents)["\n  subscription TypingIndicator {\n    typingIndicator { typing user { username } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPosts($name: String!, $first: Int, $after: String) {\n    tag(name: $name) {\n      name\n      postCount\n      morePosts\n      posts(first: $first, after: $after) {\n        totalCount\n        edges { node { caption tags author { username } } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPosts($name: String!, $first: Int, $after: String) {\n    tag(name: $name) {\n      name\n      postCount\n      morePosts\n      posts(first: $first, after: $after) {\n        totalCount\n        edges { node { caption tags author { username } } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPosts($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      totalCount\n      moreMatches\n      edges { cursor node { caption tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query SearchPosts($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      totalCount\n      moreMatches\n      edges { cursor node { caption tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPostsPage($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query SearchPostsPage($query: String!, $first: Int, $after: String) {\n    searchPosts(query: $query, first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Explore($first: Int, $after: String) {\n    explore(first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Explore($first: Int, $after: String) {\n    explore(first: $first, after: $after) {\n      edges { node { caption author { username } likeCount viewerHasLiked tags } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameBoard($id: ID!) {\n    game(id: $id) {\n      id\n      cells\n      status\n      turn\n      turnDeadline\n      turnMillisecondsLeft\n      turnSeconds\n      winner\n      endReason\n      winningLine\n      viewerTeam\n      opponentOnline\n      moveCount\n      team1Player { username }\n      team2Player { username }\n      winnerPlayer { username }\n      moves { ply cell mark team player { username } }\n      rematch { id }\n      rematchOffer { id inviter { username } }\n      latestRematchOffer { status sentByViewer }\n    }\n  }\n"): (typeof documents)["\n  query GameBoard($id: ID!) {\n    game(id: $id) {\n      id\n      cells\n      status\n      turn\n      turnDeadline\n      turnMillisecondsLeft\n      turnSeconds\n      winner\n      endReason\n      winningLine\n      viewerTeam\n      opponentOnline\n      moveCount\n      team1Player { username }\n      team2Player { username }\n      winnerPlayer { username }\n      moves { ply cell mark team player { username } }\n      rematch { id }\n      rematchOffer { id inviter { username } }\n      latestRematchOffer { status sentByViewer }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lobby($scope: LeaderboardScope, $first: Int, $after: String) {\n    viewer {\n      activeFriends { username }\n      gameInvitationsReceived { id status inviter { username } invitee { username } millisecondsLeft sentByViewer }\n      gameInvitationsSent { id invitee { username } }\n      currentGame { id turn }\n      gameRecord { wins draws losses gamesPlayed }\n    }\n    leaderboard(scope: $scope, first: $first, after: $after) {\n      edges { cursor node { user { username } wins draws losses gamesPlayed } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Lobby($scope: LeaderboardScope, $first: Int, $after: String) {\n    viewer {\n      activeFriends { username }\n      gameInvitationsReceived { id status inviter { username } invitee { username } millisecondsLeft sentByViewer }\n      gameInvitationsSent { id invitee { username } }\n      currentGame { id turn }\n      gameRecord { wins draws losses gamesPlayed }\n    }\n    leaderboard(scope: $scope, first: $first, after: $after) {\n      edges { cursor node { user { username } wins draws losses gamesPlayed } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToGame($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id status expiresAt inviter { username } invitee { username } } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToGame($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id status expiresAt inviter { username } invitee { username } } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGameInvitation($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { invitation { status } game { id turn viewerTeam team1Player { username } team2Player { username } turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptGameInvitation($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { invitation { status } game { id turn viewerTeam team1Player { username } team2Player { username } turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectGameInvitation($input: RejectGameInvitationInput!) {\n    rejectGameInvitation(input: $input) {\n      __typename\n      ... on RejectGameInvitationPayload { invitation { status } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectGameInvitation($input: RejectGameInvitationInput!) {\n    rejectGameInvitation(input: $input) {\n      __typename\n      ... on RejectGameInvitationPayload { invitation { status } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayGameMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ... on PlayGameMovePayload { game { id cells turn status winner endReason winningLine } move { ply cell team } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation PlayGameMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ... on PlayGameMovePayload { game { id cells turn status winner endReason winningLine } move { ply cell team } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferRematch($input: OfferRematchInput!) {\n    offerRematch(input: $input) {\n      __typename\n      ... on OfferRematchPayload { offer { id status rematchOf { id } } rematch { id team1Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation OfferRematch($input: OfferRematchInput!) {\n    offerRematch(input: $input) {\n      __typename\n      ... on OfferRematchPayload { offer { id status rematchOf { id } } rematch { id team1Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRematch($input: AcceptRematchInput!) {\n    acceptRematch(input: $input) {\n      __typename\n      ... on AcceptRematchPayload { game { id turn team1Player { username } team2Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptRematch($input: AcceptRematchInput!) {\n    acceptRematch(input: $input) {\n      __typename\n      ... on AcceptRematchPayload { game { id turn team1Player { username } team2Player { username } } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForfeitGame($input: ForfeitGameInput!) {\n    forfeitGame(input: $input) {\n      __typename\n      ... on ForfeitGamePayload { game { status winner endReason } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ForfeitGame($input: ForfeitGameInput!) {\n    forfeitGame(input: $input) {\n      __typename\n      ... on ForfeitGamePayload { game { status winner endReason } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GameInvitationUpdated {\n    gameInvitationUpdated {\n      kind\n      message\n      invitation { id status inviter { username } invitee { username } game { id } }\n    }\n  }\n"): (typeof documents)["\n  subscription GameInvitationUpdated {\n    gameInvitationUpdated {\n      kind\n      message\n      invitation { id status inviter { username } invitee { username } game { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GameUpdated($gameId: ID!) {\n    gameUpdated(gameId: $gameId) {\n      kind\n      game { cells turn status winner endReason turnMillisecondsLeft opponentOnline rematchOffer { id } }\n      move { ply cell team player { username } }\n      rematchOffer { id inviter { username } }\n      rematch { id team1Player { username } }\n    }\n  }\n"): (typeof documents)["\n  subscription GameUpdated($gameId: ID!) {\n    gameUpdated(gameId: $gameId) {\n      kind\n      game { cells turn status winner endReason turnMillisecondsLeft opponentOnline rematchOffer { id } }\n      move { ply cell team player { username } }\n      rematchOffer { id inviter { username } }\n      rematch { id team1Player { username } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteWithTurnLength($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id answerSeconds turnSeconds createdAt expiresAt invitee { invitationAnswerSeconds } } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteWithTurnLength($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id answerSeconds turnSeconds createdAt expiresAt invitee { invitationAnswerSeconds } } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameSettings($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGameSettings($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameTimingChoices {\n    gameTimingChoices { answerSeconds standardAnswerSeconds turnSeconds standardTurnSeconds }\n  }\n"): (typeof documents)["\n  query GameTimingChoices {\n    gameTimingChoices { answerSeconds standardAnswerSeconds turnSeconds standardTurnSeconds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawRematchOffer($input: WithdrawRematchOfferInput!) {\n    withdrawRematchOffer(input: $input) {\n      __typename\n      ... on WithdrawRematchOfferPayload { offer { id status } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawRematchOffer($input: WithdrawRematchOfferInput!) {\n    withdrawRematchOffer(input: $input) {\n      __typename\n      ... on WithdrawRematchOfferPayload { offer { id status } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationNotifications {\n    notifications(first: 10) {\n      unreadCount\n      edges { node { id kind message read invitation { id status turnSeconds answerSeconds rematchOf { id } } } }\n    }\n  }\n"): (typeof documents)["\n  query InvitationNotifications {\n    notifications(first: 10) {\n      unreadCount\n      edges { node { id kind message read invitation { id status turnSeconds answerSeconds rematchOf { id } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationUpdated {\n    notificationUpdated {\n      unreadCount\n      notification { id kind read invitation { id status } }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationUpdated {\n    notificationUpdated {\n      unreadCount\n      notification { id kind read invitation { id status } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      __typename\n      ... on ReportPayload { report { subject reason details status } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Report($input: ReportInput!) {\n    report(input: $input) {\n      __typename\n      ... on ReportPayload { report { subject reason details status } }\n      ... on ValidationError { fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationDesk {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: 50) {\n          edges {\n            node {\n              subject\n              subjectId\n              excerpt\n              context\n              contentExists\n              account { userId username suspendedAt }\n              post { databaseId caption }\n              reports { reason details reporterUsername }\n            }\n          }\n        }\n        suspendedAccounts(first: 50) { edges { node { userId username suspensionReason } } }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  query ModerationDesk {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: 50) {\n          edges {\n            node {\n              subject\n              subjectId\n              excerpt\n              context\n              contentExists\n              account { userId username suspendedAt }\n              post { databaseId caption }\n              reports { reason details reporterUsername }\n            }\n          }\n        }\n        suspendedAccounts(first: 50) { edges { node { userId username suspensionReason } } }\n        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason } } }\n      }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        log(first: 50) {\n          edges {\n            node {\n              databaseId\n              kind\n              moderatorUsername\n              accountUsername\n              moderator { username usernameThen deleted }\n              account { username usernameThen deleted }\n              subject\n              closedReports\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        log(first: 50) {\n          edges {\n            node {\n              databaseId\n              kind\n              moderatorUsername\n              accountUsername\n              moderator { username usernameThen deleted }\n              account { username usernameThen deleted }\n              subject\n              closedReports\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationPages($first: Int, $casesAfter: String, $logAfter: String, $suspendedAfter: String) {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: $first, after: $casesAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { subjectId reports { reporterUsername } } }\n        }\n        log(first: $first, after: $logAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { databaseId } }\n        }\n        suspendedAccounts(first: $first, after: $suspendedAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { userId } }\n        }\n      }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  query ModerationPages($first: Int, $casesAfter: String, $logAfter: String, $suspendedAfter: String) {\n    moderation {\n      __typename\n      ... on ModerationDesk {\n        openCases(first: $first, after: $casesAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { subjectId reports { reporterUsername } } }\n        }\n        log(first: $first, after: $logAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { databaseId } }\n        }\n        suspendedAccounts(first: $first, after: $suspendedAfter) {\n          pageInfo { hasNextPage endCursor }\n          edges { node { userId } }\n        }\n      }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissReports($input: DismissReportsInput!) {\n    dismissReports(input: $input) {\n      __typename\n      ... on DismissReportsPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DismissReports($input: DismissReportsInput!) {\n    dismissReports(input: $input) {\n      __typename\n      ... on DismissReportsPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReportedContent($input: RemoveReportedContentInput!) {\n    removeReportedContent(input: $input) {\n      __typename\n      ... on RemoveReportedContentPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReportedContent($input: RemoveReportedContentInput!) {\n    removeReportedContent(input: $input) {\n      __typename\n      ... on RemoveReportedContentPayload { closedReports }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      __typename\n      ... on SuspendAccountPayload { account { username suspendedAt suspensionReason } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendAccount($input: SuspendAccountInput!) {\n    suspendAccount(input: $input) {\n      __typename\n      ... on SuspendAccountPayload { account { username suspendedAt suspensionReason } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftSuspension($input: LiftSuspensionInput!) {\n    liftSuspension(input: $input) {\n      __typename\n      ... on LiftSuspensionPayload { account { username suspendedAt } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LiftSuspension($input: LiftSuspensionInput!) {\n    liftSuspension(input: $input) {\n      __typename\n      ... on LiftSuspensionPayload { account { username suspendedAt } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportOutcomes {\n    notifications(first: 20) { edges { node { kind reportStatus message actor { username } } } }\n  }\n"): (typeof documents)["\n  query ReportOutcomes {\n    notifications(first: 20) { edges { node { kind reportStatus message actor { username } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeenByOthers($userId: ID!, $username: String!, $postId: ID!, $commentPostId: ID!) {\n    user(id: $userId) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postId) { __typename }\n    commented: post(id: $commentPostId) { comments(first: 10) { edges { node { body author { username } } } } }\n    feed(first: 10) { edges { node { databaseId } } }\n    searchUsers(query: $username, first: 10) { username }\n  }\n"): (typeof documents)["\n  query SeenByOthers($userId: ID!, $username: String!, $postId: ID!, $commentPostId: ID!) {\n    user(id: $userId) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postId) { __typename }\n    commented: post(id: $commentPostId) { comments(first: 10) { edges { node { body author { username } } } } }\n    feed(first: 10) { edges { node { databaseId } } }\n    searchUsers(query: $username, first: 10) { username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerationLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on UserError { code message }\n      ... on AccountSuspendedError { suspensionReason suspendedSince }\n    }\n  }\n"): (typeof documents)["\n  mutation ModerationLogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on UserError { code message }\n      ... on AccountSuspendedError { suspensionReason suspendedSince }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactSettings($input: UpdateContactSettingsInput!) {\n    updateContactSettings(input: $input) {\n      __typename\n      ... on UpdateContactSettingsPayload { viewer { messagesFrom invitationsFrom } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactSettings($input: UpdateContactSettingsInput!) {\n    updateContactSettings(input: $input) {\n      __typename\n      ... on UpdateContactSettingsPayload { viewer { messagesFrom invitationsFrom } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactSettingsOf($id: ID!) {\n    viewer { messagesFrom invitationsFrom isModerator }\n    user(id: $id) { messagesFrom invitationsFrom isModerator }\n  }\n"): (typeof documents)["\n  query ContactSettingsOf($id: ID!) {\n    viewer { messagesFrom invitationsFrom isModerator }\n    user(id: $id) { messagesFrom invitationsFrom isModerator }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation MessageTo($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTo($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTo($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagingWith($id: ID!) {\n    user(id: $id) { viewerCanMessage viewerMessageRefusal }\n  }\n"): (typeof documents)["\n  query MessagingWith($id: ID!) {\n    user(id: $id) { viewerCanMessage viewerMessageRefusal }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationGroups($first: Int, $after: String, $unreadOnly: Boolean) {\n    notificationGroups(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      unreadCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id kind message actorCount read latestAt post { id } latestActors { username } latestNotification { id post { id } } } }\n    }\n  }\n"): (typeof documents)["\n  query NotificationGroups($first: Int, $after: String, $unreadOnly: Boolean) {\n    notificationGroups(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      unreadCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id kind message actorCount read latestAt post { id } latestActors { username } latestNotification { id post { id } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationGroupNames {\n    notificationGroups(first: 1) { edges { node { notifications(first: 10) { edges { node { actor { username } } } } } } }\n  }\n"): (typeof documents)["\n  query NotificationGroupNames {\n    notificationGroups(first: 1) { edges { node { notifications(first: 10) { edges { node { actor { username } } } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationGroupChanged {\n    notificationGroupChanged { groupId grew unreadCount group { id message actorCount read } }\n  }\n"): (typeof documents)["\n  subscription NotificationGroupChanged {\n    notificationGroupChanged { groupId grew unreadCount group { id message actorCount read } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpenerSuggestions($prompt: String!) {\n    openerSuggestions(prompt: $prompt) {\n      __typename\n      ... on OpenerSuggestionsProgress {\n        suggestions\n      }\n      ... on OpenerSuggestionsReady {\n        suggestions\n        source\n      }\n      ... on OpenerSuggestionsFailed {\n        code\n        reason\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OpenerSuggestions($prompt: String!) {\n    openerSuggestions(prompt: $prompt) {\n      __typename\n      ... on OpenerSuggestionsProgress {\n        suggestions\n      }\n      ... on OpenerSuggestionsReady {\n        suggestions\n        source\n      }\n      ... on OpenerSuggestionsFailed {\n        code\n        reason\n        message\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration($input: StartPasskeyRegistrationInput!) {\n    startPasskeyRegistration(input: $input) {\n      __typename\n      ... on StartPasskeyRegistrationPayload { options }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPasskeyRegistration($input: StartPasskeyRegistrationInput!) {\n    startPasskeyRegistration(input: $input) {\n      __typename\n      ... on StartPasskeyRegistrationPayload { options }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      __typename\n      ... on FinishPasskeyRegistrationPayload { passkey { id name lastUsedAt } viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      __typename\n      ... on FinishPasskeyRegistrationPayload { passkey { id name lastUsedAt } viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      __typename\n      ... on RenamePasskeyPayload { passkey { id name } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      __typename\n      ... on RenamePasskeyPayload { passkey { id name } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      __typename\n      ... on RemovePasskeyPayload { removedPasskeyId viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      __typename\n      ... on RemovePasskeyPayload { removedPasskeyId viewer { passkeys { id } } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      __typename\n      ... on StartPasskeySignInPayload { options }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn {\n      __typename\n      ... on StartPasskeySignInPayload { options }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeySignIn($input: FinishPasskeySignInInput!) {\n    finishPasskeySignIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeySignIn($input: FinishPasskeySignInInput!) {\n    finishPasskeySignIn(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPasskeys($username: String!) {\n    user(username: $username) { passkeys { id name synced lastUsedAt } }\n  }\n"): (typeof documents)["\n  query UserPasskeys($username: String!) {\n    user(username: $username) { passkeys { id name synced lastUsedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogInWithPasskeyStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on SecondFactorRequired { challenge factors passkeyOptions }\n    }\n  }\n"): (typeof documents)["\n  mutation LogInWithPasskeyStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on SecondFactorRequired { challenge factors passkeyOptions }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWithImages($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id databaseId image { url } images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWithImages($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id databaseId image { url } images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditImages($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { caption images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation EditImages($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { caption images { id position url width height altText } } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostImages($id: ID!) {\n    post(id: $id) { images { id position url width height altText } }\n  }\n"): (typeof documents)["\n  query PostImages($id: ID!) {\n    post(id: $id) { images { id position url width height altText } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWithImages($input: DeletePostInput!) { deletePost(input: $input) { __typename } }"): (typeof documents)["mutation DeleteWithImages($input: DeletePostInput!) { deletePost(input: $input) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($postId: ID!) { commentAdded(postId: $postId) { body author { username } } }\n"): (typeof documents)["\n  subscription CommentAdded($postId: ID!) { commentAdded(postId: $postId) { body author { username } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentUpdated($postId: ID!) { commentUpdated(postId: $postId) { body } }\n"): (typeof documents)["\n  subscription CommentUpdated($postId: ID!) { commentUpdated(postId: $postId) { body } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentRemoved($postId: ID!) { commentRemoved(postId: $postId) { commentId postId } }\n"): (typeof documents)["\n  subscription CommentRemoved($postId: ID!) { commentRemoved(postId: $postId) { commentId postId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostUpdated($id: ID!) { postUpdated(id: $id) { caption likeCount commentCount } }\n"): (typeof documents)["\n  subscription PostUpdated($id: ID!) { postUpdated(id: $id) { caption likeCount commentCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostRemoved($id: ID!) { postRemoved(id: $id) { postId } }\n"): (typeof documents)["\n  subscription PostRemoved($id: ID!) { postRemoved(id: $id) { postId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakePrivate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfilePayload { user { isPrivate } } ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation MakePrivate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfilePayload { user { isPrivate } } ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskToFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing viewerHasRequestedToFollow viewerCanSeePosts } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AskToFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing viewerHasRequestedToFollow viewerCanSeePosts } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawRequest($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { viewerHasRequestedToFollow } } }\n  }\n"): (typeof documents)["\n  mutation WithdrawRequest($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { viewerHasRequestedToFollow } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRequest($input: ApproveFollowRequestInput!) {\n    approveFollowRequest(input: $input) {\n      __typename\n      ... on ApproveFollowRequestPayload { user { username viewerIsFollowing } viewer { followerCount } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRequest($input: ApproveFollowRequestInput!) {\n    approveFollowRequest(input: $input) {\n      __typename\n      ... on ApproveFollowRequestPayload { user { username viewerIsFollowing } viewer { followerCount } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineRequest($input: DeclineFollowRequestInput!) {\n    declineFollowRequest(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation DeclineRequest($input: DeclineFollowRequestInput!) {\n    declineFollowRequest(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingRequests {\n    followRequests(first: 10) { totalCount edges { node { username } } }\n    notifications(first: 10) { edges { node { kind message actor { username } } } }\n    notificationGroups(first: 10) { edges { node { kind message } } }\n  }\n"): (typeof documents)["\n  query PendingRequests {\n    followRequests(first: 10) { totalCount edges { node { username } } }\n    notifications(first: 10) { edges { node { kind message actor { username } } } }\n    notificationGroups(first: 10) { edges { node { kind message } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatOneReads($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $tag: String!) {\n    user(id: $userId) {\n      username isPrivate viewerCanSeePosts viewerHasRequestedToFollow postCount followerCount followingCount\n      posts(first: 5) { edges { node { databaseId } } }\n      followers(first: 5) { edges { node { username } } }\n      following(first: 5) { edges { node { username } } }\n    }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId likers(first: 5) { edges { node { username } } } comments(first: 5) { edges { node { body } } } }\n    privatePostAuthor(postId: $postId) { username }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"privatetest\", first: 10) { edges { node { databaseId } } }\n    tag(name: $tag) { posts(first: 10) { edges { node { databaseId } } } }\n    explore(first: 50) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n  }\n"): (typeof documents)["\n  query WhatOneReads($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $tag: String!) {\n    user(id: $userId) {\n      username isPrivate viewerCanSeePosts viewerHasRequestedToFollow postCount followerCount followingCount\n      posts(first: 5) { edges { node { databaseId } } }\n      followers(first: 5) { edges { node { username } } }\n      following(first: 5) { edges { node { username } } }\n    }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId likers(first: 5) { edges { node { username } } } comments(first: 5) { edges { node { body } } } }\n    privatePostAuthor(postId: $postId) { username }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"privatetest\", first: 10) { edges { node { databaseId } } }\n    tag(name: $tag) { posts(first: 10) { edges { node { databaseId } } } }\n    explore(first: 50) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivateLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation PrivateLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrivateComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation PrivateComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PrivateCommentAdded($postId: ID!) { commentAdded(postId: $postId) { body } }\n"): (typeof documents)["\n  subscription PrivateCommentAdded($postId: ID!) { commentAdded(postId: $postId) { body } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeoplePage on UserConnection {\n    totalCount\n    edges { cursor node { username } }\n    pageInfo { hasNextPage endCursor }\n  }\n"): (typeof documents)["\n  fragment PeoplePage on UserConnection {\n    totalCount\n    edges { cursor node { username } }\n    pageInfo { hasNextPage endCursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { followers(first: $first, after: $after) { ...PeoplePage } }\n  }\n"): (typeof documents)["\n  query Followers($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { followers(first: $first, after: $after) { ...PeoplePage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { following(first: $first, after: $after) { ...PeoplePage } }\n  }\n"): (typeof documents)["\n  query Following($id: ID!, $first: Int, $after: String) {\n    user(id: $id) { following(first: $first, after: $after) { ...PeoplePage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Likers($id: ID!, $first: Int, $after: String) {\n    post(id: $id) { likeCount likers(first: $first, after: $after) { ...PeoplePage } }\n  }\n"): (typeof documents)["\n  query Likers($id: ID!, $first: Int, $after: String) {\n    post(id: $id) { likeCount likers(first: $first, after: $after) { ...PeoplePage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileWithFollowers($id: ID!, $first: Int, $after: String) {\n    viewer { username }\n    user(id: $id) {\n      username\n      following(first: 1) { totalCount }\n      followers(first: $first, after: $after) { totalCount }\n    }\n  }\n"): (typeof documents)["\n  query ProfileWithFollowers($id: ID!, $first: Int, $after: String) {\n    viewer { username }\n    user(id: $id) {\n      username\n      following(first: 1) { totalCount }\n      followers(first: $first, after: $after) { totalCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowersOfFollowers($id: ID!, $first: Int) {\n    user(id: $id) {\n      followers(first: $first) {\n        edges {\n          node {\n            username\n            followers(first: 5) { totalCount edges { node { username } } }\n            following(first: 5) { totalCount edges { node { username } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowersOfFollowers($id: ID!, $first: Int) {\n    user(id: $id) {\n      followers(first: $first) {\n        edges {\n          node {\n            username\n            followers(first: 5) { totalCount edges { node { username } } }\n            following(first: 5) { totalCount edges { node { username } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsWithLikers($id: ID!, $first: Int) {\n    user(id: $id) {\n      posts(first: $first) {\n        edges { node { caption likers(first: 3) { totalCount edges { node { username } } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostsWithLikers($id: ID!, $first: Int) {\n    user(id: $id) {\n      posts(first: $first) {\n        edges { node { caption likers(first: 3) { totalCount edges { node { username } } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListTotals($id: ID!) {\n    user(id: $id) {\n      posts(first: 1) { totalCount edges { node { comments(first: 1) { totalCount } } } }\n      savedPosts(first: 1) { totalCount }\n      conversations(first: 1) { totalCount edges { node { messages(last: 1) { totalCount } } } }\n    }\n  }\n"): (typeof documents)["\n  query ListTotals($id: ID!) {\n    user(id: $id) {\n      posts(first: 1) { totalCount edges { node { comments(first: 1) { totalCount } } } }\n      savedPosts(first: 1) { totalCount }\n      conversations(first: 1) { totalCount edges { node { messages(last: 1) { totalCount } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($unreadOnly: Boolean, $first: Int, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      edges { node { message read } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($unreadOnly: Boolean, $first: Int, $after: String) {\n    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      edges { node { message read } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserById($id: ID!) {\n    user(id: $id) { id databaseId username }\n  }\n"): (typeof documents)["\n  query UserById($id: ID!) {\n    user(id: $id) { id databaseId username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowAndReadFollowers($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing followers(first: 5) { totalCount edges { node { username viewerIsFollowing } } } } }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowAndReadFollowers($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { viewerIsFollowing followers(first: 5) { totalCount edges { node { username viewerIsFollowing } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodeFollowers($id: ID!) {\n    node(id: $id) {\n      ... on User { viewerIsFollowing followers(first: 5) { totalCount edges { node { username } } } }\n      ... on Post { viewerHasLiked likers(first: 5) { totalCount edges { node { username } } } }\n    }\n  }\n"): (typeof documents)["\n  query NodeFollowers($id: ID!) {\n    node(id: $id) {\n      ... on User { viewerIsFollowing followers(first: 5) { totalCount edges { node { username } } } }\n      ... on Post { viewerHasLiked likers(first: 5) { totalCount edges { node { username } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($input: BlockUserInput!) {\n    blockUser(input: $input) {\n      __typename\n      ... on BlockUserPayload { user { username viewerHasBlocked viewerIsFollowing } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BlockUser($input: BlockUserInput!) {\n    blockUser(input: $input) {\n      __typename\n      ... on BlockUserPayload { user { username viewerHasBlocked viewerIsFollowing } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($input: UnblockUserInput!) {\n    unblockUser(input: $input) { __typename ... on UnblockUserPayload { user { viewerHasBlocked } } }\n  }\n"): (typeof documents)["\n  mutation UnblockUser($input: UnblockUserInput!) {\n    unblockUser(input: $input) { __typename ... on UnblockUserPayload { user { viewerHasBlocked } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteUser($input: MuteUserInput!) {\n    muteUser(input: $input) {\n      __typename\n      ... on MuteUserPayload { user { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation MuteUser($input: MuteUserInput!) {\n    muteUser(input: $input) {\n      __typename\n      ... on MuteUserPayload { user { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteUser($input: UnmuteUserInput!) {\n    unmuteUser(input: $input) { __typename ... on UnmuteUserPayload { user { viewerHasMuted } } }\n  }\n"): (typeof documents)["\n  mutation UnmuteUser($input: UnmuteUserInput!) {\n    unmuteUser(input: $input) { __typename ... on UnmuteUserPayload { user { viewerHasMuted } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConversationMuted($input: SetConversationMutedInput!) {\n    setConversationMuted(input: $input) {\n      __typename\n      ... on SetConversationMutedPayload { conversation { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SetConversationMuted($input: SetConversationMutedInput!) {\n    setConversationMuted(input: $input) {\n      __typename\n      ... on SetConversationMutedPayload { conversation { viewerHasMuted } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyLists {\n    blockedAccounts(first: 10) { edges { node { username viewerHasBlocked } } }\n    mutedAccounts(first: 10) { edges { node { username viewerHasMuted } } }\n  }\n"): (typeof documents)["\n  query SafetyLists {\n    blockedAccounts(first: 10) { edges { node { username viewerHasBlocked } } }\n    mutedAccounts(first: 10) { edges { node { username viewerHasMuted } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatOneSees($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $ownPostId: ID!) {\n    user(id: $userId) { username viewerHasBlocked posts(first: 5) { totalCount edges { node { databaseId } } } }\n    byName: user(username: $username) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId }\n    own: post(id: $ownPostId) { comments(first: 10) { edges { node { body } } } likers(first: 10) { edges { node { username } } } }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"blocktest\", first: 10) { edges { node { databaseId } } }\n    explore(first: 20) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n    notifications(first: 20) { totalCount unreadCount edges { node { kind actor { username } } } }\n    notificationGroups(first: 20) { totalCount unreadCount }\n  }\n"): (typeof documents)["\n  query WhatOneSees($userId: ID!, $username: String!, $postId: ID!, $postGlobalId: ID!, $commentId: ID!, $ownPostId: ID!) {\n    user(id: $userId) { username viewerHasBlocked posts(first: 5) { totalCount edges { node { databaseId } } } }\n    byName: user(username: $username) { username }\n    userNode: node(id: $userId) { __typename }\n    postNode: node(id: $postGlobalId) { __typename }\n    commentNode: node(id: $commentId) { __typename }\n    post(id: $postId) { databaseId }\n    own: post(id: $ownPostId) { comments(first: 10) { edges { node { body } } } likers(first: 10) { edges { node { username } } } }\n    searchUsers(query: $username, first: 10) { username }\n    searchPosts(query: \"blocktest\", first: 10) { edges { node { databaseId } } }\n    explore(first: 20) { edges { node { databaseId } } }\n    feed(first: 20) { edges { node { databaseId } } }\n    notifications(first: 20) { totalCount unreadCount edges { node { kind actor { username } } } }\n    notificationGroups(first: 20) { totalCount unreadCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyFollow($input: FollowUserInput!) {\n    followUser(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyFollow($input: FollowUserInput!) {\n    followUser(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyLike($input: LikePostInput!) {\n    likePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyUnlike($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyUnlike($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyUnsave($input: UnsavePostInput!) {\n    unsavePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyUnsave($input: UnsavePostInput!) {\n    unsavePost(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyCommentEdit($input: UpdateCommentInput!) {\n    updateComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyCommentEdit($input: UpdateCommentInput!) {\n    updateComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyComment($input: AddCommentInput!) {\n    addComment(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SafetyMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code message } }\n  }\n"): (typeof documents)["\n  mutation SafetyMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) { __typename ... on UserError { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyChatList {\n    viewer { conversations(first: 10) { edges { node { id viewerHasMuted partner { username } messages(last: 10) { edges { node { text } } } } } } unreadMessageCount }\n  }\n"): (typeof documents)["\n  query SafetyChatList {\n    viewer { conversations(first: 10) { edges { node { id viewerHasMuted partner { username } messages(last: 10) { edges { node { text } } } } } } unreadMessageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountsAndLists($postId: ID!, $userId: ID!) {\n    post(id: $postId) {\n      likeCount\n      commentCount\n      likers(first: 50) { totalCount edges { node { username } } }\n      comments(first: 50) { totalCount edges { node { body } } }\n    }\n    user(id: $userId) {\n      followerCount\n      followingCount\n      followers(first: 50) { totalCount edges { node { username } } }\n      following(first: 50) { totalCount edges { node { username } } }\n    }\n  }\n"): (typeof documents)["\n  query CountsAndLists($postId: ID!, $userId: ID!) {\n    post(id: $postId) {\n      likeCount\n      commentCount\n      likers(first: 50) { totalCount edges { node { username } } }\n      comments(first: 50) { totalCount edges { node { body } } }\n    }\n    user(id: $userId) {\n      followerCount\n      followingCount\n      followers(first: 50) { totalCount edges { node { username } } }\n      following(first: 50) { totalCount edges { node { username } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSessions {\n    viewer {\n      signInNotices\n      sessions { id browser system signedInAt lastSeenAt expiresAt current }\n    }\n  }\n"): (typeof documents)["\n  query ViewerSessions {\n    viewer {\n      signInNotices\n      sessions { id browser system signedInAt lastSeenAt expiresAt current }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OthersSessions($username: String!) {\n    user(username: $username) { sessions { id } signInNotices }\n  }\n"): (typeof documents)["\n  query OthersSessions($username: String!) {\n    user(username: $username) { sessions { id } signInNotices }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      __typename\n      ... on EndSessionPayload { endedSessionId }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      __typename\n      ... on EndSessionPayload { endedSessionId }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      __typename\n      ... on EndOtherSessionsPayload { endedCount }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      __typename\n      ... on EndOtherSessionsPayload { endedCount }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSignInNotices($input: UpdateSignInNoticesInput!) {\n    updateSignInNotices(input: $input) { viewer { signInNotices } }\n  }\n"): (typeof documents)["\n  mutation UpdateSignInNotices($input: UpdateSignInNoticesInput!) {\n    updateSignInNotices(input: $input) { viewer { signInNotices } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          images { id position url width height altText }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          databaseId\n          caption\n          tags\n          createdAt\n          likeCount\n          commentCount\n          viewerHasLiked\n          viewerHasSaved\n          viewerCanEdit\n          image { url width height }\n          images { id position url width height altText }\n          author { id username profileImage { url } }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      __typename\n      ... on CreatePostPayload { post { id caption tags author { username } } postEdge { cursor node { id } } }\n      ... on ValidationError { code message fieldErrors { field code message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ... on UpdatePostPayload { post { id caption tags } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($input: DeletePostInput!) {\n    deletePost(input: $input) {\n      __typename\n      ... on DeletePostPayload { deletedPostId }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($input: LikePostInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on LikePostPayload { post { likeCount viewerHasLiked } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($input: LikePostInput!) {\n    likePost(input: $input) {\n      __typename\n      ... on LikePostPayload { post { likeCount viewerHasLiked } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UnlikePostPayload { post { likeCount viewerHasLiked } } }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($input: UnlikePostInput!) {\n    unlikePost(input: $input) { __typename ... on UnlikePostPayload { post { likeCount viewerHasLiked } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($input: SavePostInput!) {\n    savePost(input: $input) { __typename ... on SavePostPayload { post { viewerHasSaved } } }\n  }\n"): (typeof documents)["\n  mutation SavePost($input: SavePostInput!) {\n    savePost(input: $input) { __typename ... on SavePostPayload { post { viewerHasSaved } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      __typename\n      ... on AddCommentPayload { comment { id body viewerCanDelete author { username } } post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($input: DeleteCommentInput!) {\n    deleteComment(input: $input) {\n      __typename\n      ... on DeleteCommentPayload { deletedCommentId post { commentCount } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($id: ID!, $order: CommentOrder) {\n    node(id: $id) {\n      ... on Post { comments(first: 10, order: $order) { edges { node { body viewerCanDelete author { username } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ... on FollowUserPayload { user { followerCount viewerIsFollowing } viewer { followingCount } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } } }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($input: UnfollowUserInput!) {\n    unfollowUser(input: $input) { __typename ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { id kind message read actor { username } post { id } } } }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications(first: 20) { unreadCount edges { node { id kind message read actor { username } post { id } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostById($id: ID!) {\n    post(id: $id) { id databaseId caption author { username } comments(first: 5) { edges { node { body } } } }\n  }\n"): (typeof documents)["\n  query PostById($id: ID!) {\n    post(id: $id) { id databaseId caption author { username } comments(first: 5) { edges { node { body } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n"): (typeof documents)["\n  mutation ClearNotifications { clearNotifications { clearedNotificationIds unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n"): (typeof documents)["\n  query SearchUsers($query: String!) { searchUsers(query: $query) { username } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n"): (typeof documents)["\n  query SuggestedPeople { suggestedPeople(first: 5) { username } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n"): (typeof documents)["\n  query Profile($id: ID!) {\n    user(id: $id) {\n      username\n      isViewer\n      postCount\n      followerCount\n      followingCount\n      viewerIsFollowing\n      posts(first: 10) { edges { node { caption } } }\n      savedPosts(first: 10) { edges { node { caption } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n"): (typeof documents)["\n  subscription NotificationAdded { notificationAdded { kind message actor { username } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostAdded { postAdded { caption author { username } } }\n"): (typeof documents)["\n  subscription PostAdded { postAdded { caption author { username } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n"): (typeof documents)["\n  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserCountsChanged($userId: ID!) { userCountsChanged(userId: $userId) { username postCount followerCount followingCount } }\n"): (typeof documents)["\n  subscription UserCountsChanged($userId: ID!) { userCountsChanged(userId: $userId) { username postCount followerCount followingCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTurnSetting($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds turnSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTurnSetting($input: UpdateGameSettingsInput!) {\n    updateGameSettings(input: $input) {\n      __typename\n      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds turnSeconds } }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteWithTurn($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id turnSeconds turnSecondsAskedBy { username } } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteWithTurn($input: InviteToGameInput!) {\n    inviteToGame(input: $input) {\n      __typename\n      ... on InviteToGamePayload { invitation { id turnSeconds turnSecondsAskedBy { username } } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptWithTurn($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { game { id turnSeconds turnSecondsAskedBy turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptWithTurn($input: AcceptGameInvitationInput!) {\n    acceptGameInvitation(input: $input) {\n      __typename\n      ... on AcceptGameInvitationPayload { game { id turnSeconds turnSecondsAskedBy turnMillisecondsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendTurn($input: ExtendTurnInput!) {\n    extendTurn(input: $input) {\n      __typename\n      ... on ExtendTurnPayload { game { turnDeadline viewerTurnExtensionsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendTurn($input: ExtendTurnInput!) {\n    extendTurn(input: $input) {\n      __typename\n      ... on ExtendTurnPayload { game { turnDeadline viewerTurnExtensionsLeft } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TurnClock($id: ID!) {\n    game(id: $id) { status turnDeadline turnSeconds turnSecondsAskedBy viewerTurnExtensionsLeft }\n  }\n"): (typeof documents)["\n  query TurnClock($id: ID!) {\n    game(id: $id) { status turnDeadline turnSeconds turnSecondsAskedBy viewerTurnExtensionsLeft }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TurnExtendedUpdates($gameId: ID!) {\n    gameUpdated(gameId: $gameId) { kind extendedBy game { turnDeadline } }\n  }\n"): (typeof documents)["\n  subscription TurnExtendedUpdates($gameId: ID!) {\n    gameUpdated(gameId: $gameId) { kind extendedBy game { turnDeadline } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogInTwoStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on UserError { code message }\n      ... on SecondFactorRequired { challenge expiresAt factors }\n    }\n  }\n"): (typeof documents)["\n  mutation LogInTwoStep($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on SessionPayload { token }\n      ... on UserError { code message }\n      ... on SecondFactorRequired { challenge expiresAt factors }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      __typename\n      ... on SessionPayload { token viewer { username } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment($input: StartTotpEnrolmentInput!) {\n    startTotpEnrolment(input: $input) {\n      __typename\n      ... on StartTotpEnrolmentPayload { secret otpauthUri }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment($input: StartTotpEnrolmentInput!) {\n    startTotpEnrolment(input: $input) {\n      __typename\n      ... on StartTotpEnrolmentPayload { secret otpauthUri }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      __typename\n      ... on ConfirmTotpEnrolmentPayload { recoveryCodes viewer { twoStepSignIn { totpEnabled recoveryCodesLeft } } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      __typename\n      ... on ConfirmTotpEnrolmentPayload { recoveryCodes viewer { twoStepSignIn { totpEnabled recoveryCodesLeft } } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) {\n      __typename\n      ... on DisableTotpPayload { viewer { twoStepSignIn { totpEnabled } } }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) {\n      __typename\n      ... on DisableTotpPayload { viewer { twoStepSignIn { totpEnabled } } }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      __typename\n      ... on RegenerateRecoveryCodesPayload { recoveryCodes }\n      ... on UserError { code }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      __typename\n      ... on RegenerateRecoveryCodesPayload { recoveryCodes }\n      ... on UserError { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerTwoStep {\n    viewer { username twoStepSignIn { totpEnabled recoveryCodesLeft } }\n  }\n"): (typeof documents)["\n  query ViewerTwoStep {\n    viewer { username twoStepSignIn { totpEnabled recoveryCodesLeft } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Refusal on UserError {\n    code\n    message\n    ... on ValidationError { fieldErrors { field code message } }\n  }\n"): (typeof documents)["\n  fragment Refusal on UserError {\n    code\n    message\n    ... on ValidationError { fieldErrors { field code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedPostEdit($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedPostEdit($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedProfileEdit($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedProfileEdit($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedTyping($input: SetTypingInput!) {\n    setTyping(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedMove($input: PlayGameMoveInput!) {\n    playGameMove(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusedFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RefusedFollow($input: FollowUserInput!) {\n    followUser(input: $input) {\n      __typename\n      ...Refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      __typename\n      ... on UpdateCommentPayload { comment { id body editedAt viewerCanEdit } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      __typename\n      ... on UpdateCommentPayload { comment { id body editedAt viewerCanEdit } }\n      ... on ValidationError { code fieldErrors { field code } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameMe($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { name username } }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameMe($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { name username } }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhoAmI {\n    viewer { username name }\n  }\n"): (typeof documents)["\n  query WhoAmI {\n    viewer { username name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressState {\n    viewer { email emailVerified pendingEmail }\n  }\n"): (typeof documents)["\n  query AddressState {\n    viewer { email emailVerified pendingEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SendVerificationEmailPayload { email }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      __typename\n      ... on SendVerificationEmailPayload { email }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailPayload { email changed user { username email emailVerified } }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      __typename\n      ... on VerifyEmailPayload { email changed user { username email emailVerified } }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on ChangeEmailPayload { pendingEmail }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on ChangeEmailPayload { pendingEmail }\n      ... on UserError { code message }\n      ... on ValidationError { fieldErrors { field code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetPayload { accepted }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      __typename\n      ... on RequestPasswordResetPayload { accepted }\n      ... on UserError { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordPayload { username }\n      ... on UserError { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on ResetPasswordPayload { username }\n      ... on UserError { code message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;