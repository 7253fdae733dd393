import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** The two tabs both sign-in pages share: sign in, create account. */
export function AuthTabs({ initialTab }: { initialTab: 'signin' | 'signup' }) {
  return (
    <Tabs defaultValue={initialTab}>
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="mt-6">
        <SignInForm />
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}
