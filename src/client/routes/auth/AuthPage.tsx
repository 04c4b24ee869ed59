import { Box } from '@chakra-ui/react';
import { AuthForm } from '../../components/AuthForm';

function AuthPage() {
  return (
    <Box px="4" py={{ base: 8, md: 16 }}>
      <AuthForm />
    </Box>
  );
}

export default AuthPage;
